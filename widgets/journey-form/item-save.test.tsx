import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { FormData } from '../../adapters/types';
import { CONTEXT, PILOTS_PAGE } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';

const compiled = compileLayout(PILOTS_PAGE, CONTEXT);
const compiledFr = compileLayout(PILOTS_PAGE, { ...CONTEXT, locale: 'fr-CA' });

function renderPilots(data: FormData = {}) {
  render(<JourneyForm compiled={compiled} data={data} locale="en-CA" onSubmit={vi.fn()} />);
}

const pilot = (n: number) => screen.getByRole('group', { name: `Pilot ${n}` });
const add = () => screen.getByRole('button', { name: 'Add' });

/** A multifield item's Save says what the server would say about that item (adapters' validatePage). */
describe('JourneyForm: a multifield item’s Save', () => {
  it('does not require a component its display rule hides', async () => {
    renderPilots();
    await userEvent.click(add());
    await userEvent.type(within(pilot(1)).getByRole('textbox', { name: 'Pilot name' }), 'Ada');
    await userEvent.click(within(pilot(1)).getByRole('radio', { name: 'No' }));
    expect(within(pilot(1)).queryByRole('textbox', { name: 'Licence number' })).not.toBeInTheDocument();
    await userEvent.click(within(pilot(1)).getByRole('button', { name: 'Save' }));
    expect(within(pilot(1)).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(pilot(1)).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    expect(add()).toBeEnabled();
  });

  it('requires the component once its display rule shows it', async () => {
    renderPilots();
    await userEvent.click(add());
    await userEvent.type(within(pilot(1)).getByRole('textbox', { name: 'Pilot name' }), 'Ada');
    await userEvent.click(within(pilot(1)).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(pilot(1)).getByRole('button', { name: 'Save' }));
    expect(within(pilot(1)).getByRole('alert')).toHaveTextContent('This item has errors. Correct them and save.');
    expect(within(pilot(1)).getByRole('textbox', { name: 'Licence number' })).toHaveAccessibleDescription('This field is required.');
  });

  it('refuses a name already in the list, with the layout’s message', async () => {
    renderPilots({ pilots: [{ pilot_name: 'ADA', licensed: 'n' }] });
    await userEvent.click(add());
    await userEvent.type(within(pilot(2)).getByRole('textbox', { name: 'Pilot name' }), ' ada');
    await userEvent.click(within(pilot(2)).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(within(pilot(2)).getByRole('textbox', { name: 'Licence number' }), 'L-1');
    await userEvent.click(within(pilot(2)).getByRole('button', { name: 'Save' }));
    expect(within(pilot(2)).getByRole('alert')).toHaveTextContent('This item has errors. Correct them and save.');
    expect(within(pilot(2)).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(pilot(2)).getByRole('textbox', { name: 'Pilot name' })).toHaveAccessibleDescription('This pilot is already in your list.');
    expect(add()).toBeDisabled();
  });

  it('speaks the page’s language', async () => {
    render(<JourneyForm compiled={compiledFr} data={{}} locale="fr-CA" onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const item = screen.getByRole('group', { name: 'Pilote 1' });
    await userEvent.click(within(item).getByRole('radio', { name: 'Oui' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Enregistrer' }));
    expect(within(item).getByRole('textbox', { name: 'Nom du pilote' })).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(within(item).getByRole('textbox', { name: 'Numéro de licence' })).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });
});
