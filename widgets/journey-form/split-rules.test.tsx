import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { FormData, LayoutPage } from '../../adapters/types';
import practice from '../../schemas/programs/CANLAWYERS/pages/practice-information.json';
import { JourneyForm } from './JourneyForm';
import { preloadPage } from './preload';

const compiled = compileLayout(practice as unknown as LayoutPage, { locale: 'en-CA', program: 'CANLAWYERS', applicationType: 'NEW', role: 'applicant' });
const areas = (ticked: string[]) => Object.fromEntries(['corporate', 'real_estate', 'family', 'litigation'].map((k) => [k, ticked.includes(k) ? 'y' : 'n']));

beforeAll(() => preloadPage(compiled));

function renderPage(data: FormData) {
  render(<JourneyForm compiled={compiled} data={data} locale="en-CA" onSubmit={vi.fn()} />);
  return screen.getByRole('group', { name: /Share of your fees from each area/ });
}

describe('the lawyers’ practice split asks only the areas ticked', () => {
  it('shows a box per ticked area, and one more when another area is ticked', async () => {
    const split = renderPage({ areas_of_practice: areas(['corporate', 'family']), practice_split: { split_corporate: 70, split_family: 30 } });
    const box = (name: string) => screen.queryByRole('textbox', { name });
    expect(box('Corporate and commercial')).toHaveValue('70');
    expect(box('Family')).toHaveValue('30');
    expect(box('Real estate')).not.toBeInTheDocument();
    expect(box('Civil litigation')).not.toBeInTheDocument();
    expect(split).toHaveTextContent('Total: 100%');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Civil litigation' }));
    expect(await screen.findByRole('textbox', { name: 'Civil litigation' })).toHaveValue('');
  });
});
