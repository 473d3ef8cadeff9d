import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { BaseContext } from '../base/BaseContext';
import { parseBaseUrl } from '../../adapters/base/base-url';
import { PageRouteEvents } from './PageRouteEvents';

let go: (to: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (to) => navigate(to);
  return null;
}

const beacons: { url: string; data: Blob }[] = [];
const read = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(reader.result as string));
    reader.readAsText(blob);
  });
beforeEach(() => {
  vi.useFakeTimers();
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => beacons.push({ url, data }) > 0,
  });
});
afterEach(() => {
  vi.useRealTimers();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

async function idle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
}

describe('PageRouteEvents (docs/requirements.md §11.8)', () => {
  it('sends one beacon per page shown: its path (never the query), the page before, its language and program', async () => {
    render(
      <MemoryRouter initialEntries={['/accountants/fr-ca/login?email=ann@example.ca']}>
        <BaseContext.Provider value={parseBaseUrl('/accountants/fr-ca/login')!}>
          <Navigator />
          <PageRouteEvents />
        </BaseContext.Provider>
      </MemoryRouter>,
    );
    await idle();
    act(() => go('/accountants/fr-ca/personal-addresses'));
    await idle();
    act(() => go('/accountants/fr-ca/personal-addresses?step=2'));
    await idle();
    expect(beacons).toHaveLength(2);
    vi.useRealTimers();
    const sent = await Promise.all(beacons.map(async ({ url, data }) => ({ url, type: data.type, body: await read(data) })));
    expect(sent).toEqual([
      { url: '/smb/cnc/api/v2/analytics/pageRoute', type: 'application/json', body: { route: '/accountants/fr-ca/login', locale: 'fr-CA', client: 'CANACCT' } },
      {
        url: '/smb/cnc/api/v2/analytics/pageRoute',
        type: 'application/json',
        body: { route: '/accountants/fr-ca/personal-addresses', previous: '/accountants/fr-ca/login', locale: 'fr-CA', client: 'CANACCT' },
      },
    ]);
  });
});
