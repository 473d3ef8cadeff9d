import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { FormData } from '../../adapters/types';
import { CONTEXT, PILOTS_PAGE } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { preloadTheme } from './preload';

const compiled = compileLayout(PILOTS_PAGE, CONTEXT);
const compiledFr = compileLayout(PILOTS_PAGE, { ...CONTEXT, locale: 'fr-CA' });

function renderPilots(data: FormData = {}) {
  render(<JourneyForm compiled={compiled} data={data} locale="en-CA" onSubmit={vi.fn()} />);
}

/** an item by its title: its pilot's name once typed, else its place ("Pilot 2") */
const item = (title: string) => screen.getByRole('group', { name: title });
const pilot = (n: number) => item(`Pilot ${n}`);
const add = () => screen.getByRole('button', { name: 'Add' });

/** A multifield item's Save says what the server would say about that item (adapters' validatePage). */
// the lazy widgets' and panels' code is there, as on a page that preloads what it names (preload.ts)
beforeAll(() => preloadTheme());

describe('JourneyForm: a multifield item’s Save', () => {
  it('does not require a component its display rule hides', async () => {
    renderPilots();
    await userEvent.click(add());
    await userEvent.type(within(pilot(1)).getByRole('textbox', { name: 'Pilot name' }), 'Ada');
    // typing reaches the form on blur, and the item's title with it (the layout upper-cases names)
    await userEvent.click(within(pilot(1)).getByRole('radio', { name: 'No' }));
    expect(within(item('ADA')).queryByRole('textbox', { name: 'Licence number' })).not.toBeInTheDocument();
    await userEvent.click(within(item('ADA')).getByRole('button', { name: 'Save' }));
    expect(within(item('ADA')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(item('ADA')).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    expect(add()).toBeEnabled();
  });

  it('requires the component once its display rule shows it', async () => {
    renderPilots();
    await userEvent.click(add());
    await userEvent.type(within(pilot(1)).getByRole('textbox', { name: 'Pilot name' }), 'Ada');
    await userEvent.click(within(pilot(1)).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(item('ADA')).getByRole('button', { name: 'Save' }));
    expect(within(item('ADA')).getByRole('alert')).toHaveTextContent('This item (ADA) has errors. Correct them and save.');
    const licence = within(item('ADA')).getByRole('textbox', { name: 'Licence number' });
    expect(licence).toHaveAccessibleDescription('ADA: This field is required.');
    expect(licence).toHaveFocus();
  });

  it('refuses a name already in the list, with the layout’s message', async () => {
    renderPilots({ pilots: [{ pilot_name: 'ADA', licensed: 'n' }] });
    await userEvent.click(add());
    await userEvent.type(within(pilot(2)).getByRole('textbox', { name: 'Pilot name' }), ' ada');
    await userEvent.click(within(pilot(2)).getByRole('radio', { name: 'Yes' }));
    const second = () => screen.getAllByRole('group', { name: /ada/i })[1]!;
    await userEvent.type(within(second()).getByRole('textbox', { name: 'Licence number' }), 'L-1');
    await userEvent.click(within(second()).getByRole('button', { name: 'Save' }));
    // without a summary tag, the first two text boxes title the item
    expect(within(second()).getByRole('alert')).toHaveTextContent('This item (ADA, L-1) has errors. Correct them and save.');
    expect(within(second()).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(second()).getByRole('textbox', { name: 'Pilot name' })).toHaveAccessibleDescription('ADA, L-1: This pilot is already in your list.');
    expect(add()).toBeDisabled();
  });

  it('speaks the page’s language', async () => {
    render(<JourneyForm compiled={compiledFr} data={{}} locale="fr-CA" onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const item = screen.getByRole('group', { name: 'Pilote 1' });
    await userEvent.click(within(item).getByRole('radio', { name: 'Oui' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Enregistrer' }));
    expect(within(item).getByRole('textbox', { name: 'Nom du pilote' })).toHaveAccessibleDescription('Pilote 1\u00a0: Ce champ est obligatoire.');
    expect(within(item).getByRole('textbox', { name: 'Numéro de licence' })).toHaveAccessibleDescription('Pilote 1\u00a0: Ce champ est obligatoire.');
  });
});
