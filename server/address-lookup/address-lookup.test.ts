import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../adapters/api/error-codes';
import { startTestApp, type TestApp } from '../testing/test-app';
import { addressComplete } from './canada-post';
import { ADDRESS_LOOKUPS_PER_MINUTE } from './plugin';

const API = '/smb/cnc/api/v2';

/**
 * A local stand-in for Canada Post AddressComplete that answers Find and Retrieve as the service
 * documents them (an `Items` list; errors as one item with `Error`), and records what it was asked.
 */
function fakeAddressComplete() {
  const asked: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    asked.push(url);
    const reply = (items: unknown[]) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ Items: items }));
    };
    if (url.searchParams.get('Key') !== 'TEST-KEY') return reply([{ Error: '2', Description: 'Unknown key', Cause: 'The key you are using to access the service was not found.', Resolution: 'Please check the key.' }]);
    if (url.pathname.endsWith('/Interactive/Find/v2.10/json3.ws')) {
      if (url.searchParams.get('LastId') === 'CA|CP|B|100') {
        return reply([{ Id: 'CA|CP|B|100|4', Text: '4-100 Rue Sherbrooke O', Highlight: '', Cursor: 0, Description: 'Montréal, QC, H3A 1G1', Next: 'Retrieve' }]);
      }
      if (/sherbrooke/i.test(url.searchParams.get('SearchTerm') ?? '')) {
        return reply([{ Id: 'CA|CP|B|100', Text: '100 Rue Sherbrooke O', Highlight: '', Cursor: 0, Description: 'Montréal, QC, H3A 1G1 - 12 Addresses', Next: 'Find' }]);
      }
      return reply([
        { Id: 'CA|CP|A|1', Text: '111 Wellington St', Highlight: '0-4', Cursor: 0, Description: 'Ottawa, ON, K1A 0A9', Next: 'Retrieve' },
        { Id: 'CA|CP|B|2', Text: '150 Wellington St', Highlight: '', Cursor: 0, Description: 'Ottawa, ON, K1P 5A4 - 40 Addresses', Next: 'Find' },
      ]);
    }
    if (url.pathname.endsWith('/Interactive/Retrieve/v2.11/json3.ws')) {
      const base = { Id: url.searchParams.get('Id'), SubBuilding: '', Line1: '111 Wellington St', Line2: '', City: 'Ottawa', ProvinceCode: 'ON', PostalCode: 'K1A 0A9' };
      return reply([{ ...base, Language: 'ENG' }, { ...base, Language: 'FRE', Line1: '111 rue Wellington' }]);
    }
    res.statusCode = 404;
    res.end();
  });
  return {
    asked,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/AddressComplete`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Canada Post AddressComplete provider', () => {
  const fake = fakeAddressComplete();
  let url: string;
  beforeAll(async () => {
    url = await fake.start();
  });
  afterAll(() => fake.close());

  it('suggests the addresses Find answers, with city, province and postal code from their description', async () => {
    const lookup = addressComplete({ key: 'TEST-KEY', url });
    expect(await lookup.suggest('111 Well', 10)).toEqual([
      {
        addressId: 'CA|CP|A|1',
        street: '111 Wellington St',
        secondary: '',
        locality: 'Ottawa',
        administrativeArea: 'ON',
        postalCode: 'K1A 0A9',
        entries: 0,
        addressText: '111 Wellington St, Ottawa, ON K1A 0A9',
      },
    ]);
    const find = fake.asked.at(-1)!;
    expect(Object.fromEntries(find.searchParams)).toMatchObject({ Key: 'TEST-KEY', SearchTerm: '111 Well', Country: 'CAN', MaxSuggestions: '10', LanguagePreference: 'EN' });
  });

  it('opens a building when it is all Find found, and retrieves an address in the reply’s language', async () => {
    const lookup = addressComplete({ key: 'TEST-KEY', url });
    const found = await lookup.suggest('100 sherbrooke', 10, 'fr-CA');
    expect(fake.asked.at(-1)!.searchParams.get('LanguagePreference')).toBe('FR');
    expect(found.map((s) => [s.addressId, s.street, s.locality, s.administrativeArea, s.postalCode])).toEqual([['CA|CP|B|100|4', '4-100 Rue Sherbrooke O', 'Montréal', 'QC', 'H3A 1G1']]);
    expect((await lookup.byId('CA|CP|A|1', 'fr-CA'))?.street).toBe('111 rue Wellington');
    expect((await lookup.byId('CA|CP|A|1'))?.street).toBe('111 Wellington St');
  });

  it('a refused key or an unreachable service is an error that never names the key', async () => {
    await expect(addressComplete({ key: 'WRONG', url }).suggest('111 Well', 10)).rejects.toThrow(/error 2: Unknown key/);
    await expect(addressComplete({ key: 'WRONG', url }).suggest('111 Well', 10)).rejects.not.toThrow(/WRONG/);
    await expect(addressComplete({ key: 'TEST-KEY', url: 'http://127.0.0.1:9/none', timeoutMs: 500 }).suggest('111 Well', 10)).rejects.toThrow(/unreachable/);
  });
});

describe('GET address-lookup', () => {
  let t: TestApp;
  const fake = fakeAddressComplete();
  let wrongKey: TestApp;
  beforeAll(async () => {
    const url = await fake.start();
    t = await startTestApp();
    wrongKey = await startTestApp({ addressComplete: { key: 'WRONG', url } });
  });
  afterAll(async () => {
    await t?.close();
    await wrongKey?.close();
    await fake.close();
  });
  const lookup = (text: string, headers: Record<string, string> = {}, app = t) => app.request({ url: `${API}/address-lookup?text=${encodeURIComponent(text)}`, headers });

  it('the embedded data set has addresses in every province and territory', async () => {
    for (const [text, area] of Object.entries({ calgary: 'AB', vancouver: 'BC', winnipeg: 'MB', fredericton: 'NB', 'st johns': 'NL', halifax: 'NS', yellowknife: 'NT', iqaluit: 'NU', toronto: 'ON', charlottetown: 'PE', montreal: 'QC', regina: 'SK', whitehorse: 'YT' })) {
      const res = await lookup(text);
      expect([text, res.status, res.body.suggestions.length > 0]).toEqual([text, 200, true]);
      expect(res.body.suggestions.every((s: { administrativeArea: string }) => s.administrativeArea === area)).toBe(true);
    }
  });

  it('a query of 10,000 characters, under 4, or with a NUL is a 400 naming the query, never a 500', async () => {
    for (const text of ['x'.repeat(10_000), 'abc', '1234\u0000']) {
      const res = await lookup(text);
      expect([text.length, res.status]).toEqual([text.length, 400]);
      expect(res.body.message).toMatch(/text|character/i);
    }
    // odd but harmless characters are a search like any other
    const odd = await lookup(`<script>'"%;--`);
    expect([odd.status, odd.body.suggestions]).toEqual([200, []]);
  });

  it('a provider that refuses the key answers 502 in the caller’s language, never a 500', async () => {
    const res = await lookup('111 Wellington', { 'accept-language': 'fr-CA' }, wrongKey);
    expect([res.status, res.body.code]).toEqual([502, ERROR_CODE.lookupUnavailable]);
    expect(res.body.message).toContain('Le service de recherche est injoignable');
    // the registration's look-up of the chosen address fails the same way (a 502, not a 500)
    await expect(wrongKey.app.addressLookup.byId('CA|CP|A|1')).rejects.toMatchObject({ kind: 'lookupUnavailable' });
  });

  it(`at most ${ADDRESS_LOOKUPS_PER_MINUTE} look-ups a minute from one address: then 429 with Retry-After`, async () => {
    const app = await startTestApp();
    try {
      // the count of this minute, as if the address had already looked up that many times
      await app.app.db.insertInto('call_counts').values({ key: 'address-lookup:127.0.0.1', window_start: new Date(Math.floor(Date.now() / 60_000) * 60_000), calls: ADDRESS_LOOKUPS_PER_MINUTE - 1 }).execute();
      const res = await fetch(`${app.url}${API}/address-lookup?text=calgary`);
      // the minute may have just turned: the count then starts again
      if (res.status === 200) {
        const next = await fetch(`${app.url}${API}/address-lookup?text=calgary`);
        const body = (await next.json()) as { code: number; retry_after_seconds: number };
        expect([next.status, body.code]).toEqual([429, ERROR_CODE.lookupTooMany]);
        expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
    }
  });
});
