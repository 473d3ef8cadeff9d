import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../../adapters/compile';
import { CONTEXT, panelsPage, panelsWithRulePage } from '../../journey-form/fixtures/pages';
import { JourneyForm } from '../../journey-form/JourneyForm';
import type { JourneyFormContext } from '../../journey-form/types';
import { preloadTheme } from '../../journey-form/preload';

const accordion = compileLayout(panelsPage('custom-accordion'), CONTEXT);
const tabs = compileLayout(panelsPage('custom-tab'), CONTEXT);

const header = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

function renderAccordion(formContext?: JourneyFormContext, data = {}) {
  const onSubmit = vi.fn();
  render(<JourneyForm compiled={accordion} data={data} locale="en-CA" onSubmit={onSubmit} formContext={formContext} />);
  return onSubmit;
}

// the lazy widgets' and panels' code is there, as on a page that preloads what it names (preload.ts)
beforeAll(() => preloadTheme());

describe('accordion', () => {
  it('opens the first section; later ones are locked until the earlier are valid', async () => {
    renderAccordion();
    expect(header('Your firm')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Staff')).toHaveAttribute('aria-disabled', 'true');
    expect(header('Staff')).toHaveAccessibleDescription('Complete the previous sections first.');
    await userEvent.click(header('Staff'));
    expect(header('Staff')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Next stays put and shows the errors while the section is invalid, then opens the next one', async () => {
    renderAccordion();
    const firm = screen.getByRole('region', { name: 'Your firm' });
    await userEvent.click(within(firm).getByRole('button', { name: 'Next' }));
    expect(header('Your firm')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Firm name' })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: 'Firm name' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Firm name' }), 'Smith LLP');
    await userEvent.click(within(firm).getByRole('button', { name: 'Next' }));
    expect(header('Your firm')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Staff')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Staff')).not.toHaveAttribute('aria-disabled');
    expect(header('Staff')).toHaveFocus();
  });

  it('Done on the last section collapses them all', async () => {
    renderAccordion(undefined, { firm_name: 'Smith LLP', staff_count: 4, fee_basis: 'hourly' });
    await userEvent.click(header('Fees'));
    await userEvent.click(within(screen.getByRole('region', { name: 'Fees' })).getByRole('button', { name: 'Done' }));
    for (const name of ['Your firm', 'Staff', 'Fees']) expect(header(name)).toHaveAttribute('aria-expanded', 'false');
  });

  it('in an edit or quote form every section can be opened at once', async () => {
    renderAccordion({ editMode: true });
    await userEvent.click(header('Fees'));
    expect(header('Fees')).toHaveAttribute('aria-expanded', 'true');
  });

  it('on Continue opens the first invalid section and focuses its first invalid field', async () => {
    const onSubmit = renderAccordion({ quoteForm: true }, { firm_name: 'Smith LLP' });
    await userEvent.click(header('Fees'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(header('Staff')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Staff')).toHaveAccessibleName('Staff (contains errors)');
    expect(screen.getByRole('textbox', { name: 'Staff count' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the following: Staff count and Fee basis.');
  });
});

describe('tabs', () => {
  it('are WAI-ARIA tabs: arrows move between unlocked tabs, Next moves on when valid', async () => {
    render(<JourneyForm compiled={tabs} data={{ firm_name: 'Smith LLP' }} locale="en-CA" onSubmit={vi.fn()} />);
    const firm = screen.getByRole('tab', { name: 'Your firm' });
    expect(firm).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Fees' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(firm);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Your firm' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(screen.getByRole('tabpanel', { name: 'Your firm' })).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Staff' })).toBeVisible();
  });
});

describe('a panel whose fields rules all hide', () => {
  it('has no accordion header until a rule shows one of its fields', async () => {
    render(<JourneyForm compiled={compileLayout(panelsWithRulePage('custom-accordion'), CONTEXT)} data={{}} locale="en-CA" onSubmit={vi.fn()} />);
    expect(header('Your firm')).toBeInTheDocument();
    expect(header('Fees')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Staff/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(header('Staff')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('button', { name: /^Staff/ })).not.toBeInTheDocument();
  });

  it('has no tab until a rule shows one of its fields', async () => {
    render(<JourneyForm compiled={compileLayout(panelsWithRulePage('custom-tab'), CONTEXT)} data={{ has_staff: 'n' }} locale="en-CA" onSubmit={vi.fn()} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Your firm', 'Fees']);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Your firm', 'Staff', 'Fees']);
  });
});
