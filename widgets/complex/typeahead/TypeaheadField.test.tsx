import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormHarness } from '../../harness/FormHarness';
import { renderIntl } from '../../harness/render-intl';
import type { Lookup } from './lookup';
import { LazyTypeahead } from '../registry';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    city: { type: 'object', title: 'City', properties: { key: { type: 'string' }, value: { type: 'string' }, extended: {} } },
  },
};
const options = [
  { key: 'mtl', label: 'Montréal' },
  { key: 'mtn', label: 'Mont-Tremblant' },
  { key: 'tor', label: 'Toronto' },
];

function setup(ui: Record<string, unknown>, formContext?: Record<string, unknown>, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const seen: Record<string, unknown>[] = [];
  const uiSchema: UiSchema = { city: { 'ui:field': 'typeahead', 'ui:options': { lookupDelay: 0, ...ui } } };
  renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} formContext={formContext} onData={(d) => seen.push(d)} />, locale);
  return { last: () => seen[seen.length - 1], box: () => screen.getByRole('combobox', { name: 'City' }) };
}

// the widget's code is there, as on a page that names it (widgets/journey-form/preload.ts)
beforeAll(async () => {
  await LazyTypeahead.preload();
});

describe('TypeaheadField', () => {
  it('waits for the minimum length (default 4) before looking up', async () => {
    const lookup = vi.fn<Lookup>(async () => [{ key: 'H3A', value: '123 Main St' }]);
    const { box } = setup({}, { lookups: { city: lookup } });
    await userEvent.type(box(), 'mai');
    expect(lookup).not.toHaveBeenCalled();
    expect(box()).toHaveAccessibleDescription('Type at least 4 characters to see suggestions.');
    await userEvent.type(box(), 'n');
    await screen.findByRole('option', { name: '123 Main St' });
    expect(lookup).toHaveBeenLastCalledWith('main');
  });

  it('chooses with arrow keys and Enter, exposing the active option, and stores {key, value, extended}', async () => {
    const lookup: Lookup = async () => [
      { key: 'a1', value: '1 Bay St, Toronto', extended: { postal_code: 'M5J 2R8' } },
      { key: 'a2', value: '2 Bay St, Toronto' },
    ];
    const { box, last } = setup({ lookupMinLength: 3 }, { lookups: { city: lookup } });
    await userEvent.type(box(), 'bay');
    await screen.findByRole('option', { name: '1 Bay St, Toronto' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAccessibleDescription('2 suggestions available. Use the up and down arrow keys to choose.');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '1 Bay St, Toronto' }).id);
    expect(screen.getByRole('option', { name: '1 Bay St, Toronto' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(last()).toEqual({ city: { key: 'a1', value: '1 Bay St, Toronto', extended: { postal_code: 'M5J 2R8' } } });
    expect(box()).toHaveValue('1 Bay St, Toronto');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to the layout options, accent-insensitive, when no lookup is given; click chooses', async () => {
    const { box, last } = setup({ options, lookupMinLength: 3 });
    await userEvent.type(box(), 'mon');
    const found = await screen.findAllByRole('option');
    expect(found.map((o) => o.textContent)).toEqual(['Montréal', 'Mont-Tremblant']);
    await userEvent.click(screen.getByRole('option', { name: 'Montréal' }));
    expect(last()).toEqual({ city: { key: 'mtl', value: 'Montréal' } });
  });

  it('typing after a choice clears the stored value; leaving unchosen text shows an error', async () => {
    const { box, last } = setup({ options, lookupMinLength: 3 });
    await userEvent.type(box(), 'tor');
    await userEvent.click(await screen.findByRole('option', { name: 'Toronto' }));
    await userEvent.type(box(), 'x');
    // the clear is a draft until the box is left (or typing pauses)
    expect(last()).toEqual({ city: { key: 'tor', value: 'Toronto' } });
    await userEvent.tab();
    expect(last()).toEqual({});
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a suggestion from the list.')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const { box } = setup({ options, lookupMinLength: 3 });
    await userEvent.type(box(), 'zzz');
    await waitFor(() => expect(box()).toHaveAccessibleDescription('No match found.'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says when the lookup fails', async () => {
    const failing: Lookup = () => Promise.reject(new Error('503'));
    const { box } = setup({}, { lookups: { city: failing } });
    await userEvent.type(box(), 'abcd');
    await waitFor(() => expect(box()).toHaveAccessibleDescription('Suggestions could not be loaded. Please try again.'));
  });

  it('speaks French in fr-CA', async () => {
    const { box } = setup({ options }, undefined, 'fr-CA');
    await userEvent.type(box(), 'mo');
    expect(box()).toHaveAccessibleDescription('Tapez au moins 4 caractères pour voir les suggestions.');
  });
});

describe('TypeaheadField over an address look-up (docs/requirements.md §11.6)', () => {
  const addressSchema: RJSFSchema = {
    type: 'object',
    properties: {
      find: { type: 'object', title: 'Find your address', properties: { key: { type: 'string' }, value: { type: 'string' }, extended: {} } },
      street: { type: 'string', title: 'Street' },
      city: { type: 'string', title: 'City' },
      province: { type: 'string', title: 'Province' },
      postal: { type: 'string', title: 'Postal code' },
    },
  };
  const suggestion = { addressId: 'CA-1', street: '2293 Wellington Street', secondary: '', locality: 'Calgary', administrativeArea: 'AB', postalCode: 'T2P 7T8' };

  it('choosing a suggestion fills street, city, province and postal code', async () => {
    const seen: Record<string, unknown>[] = [];
    const uiSchema: UiSchema = {
      find: { 'ui:field': 'typeahead', 'ui:options': { lookupDelay: 0, lookup: 'address', fills: { street: 'street', city: 'locality', province: 'administrativeArea', postal: 'postalCode' } } },
    };
    const address: Lookup = async () => [{ key: 'CA-1', value: '2293 Wellington Street, Calgary, AB T2P 7T8', extended: suggestion }];
    renderIntl(<FormHarness schema={addressSchema} uiSchema={uiSchema} formContext={{ lookups: { address } }} onData={(d) => seen.push(d)} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Find your address' }), '2293 well');
    await userEvent.click(await screen.findByRole('option', { name: '2293 Wellington Street, Calgary, AB T2P 7T8' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ street: '2293 Wellington Street', city: 'Calgary', province: 'AB', postal: 'T2P 7T8' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Calgary');
  });

  it('upper-cases text typed but not chosen on focus out, where the layout asks', async () => {
    const { box } = setup({ uppercase: true, options, lookupMinLength: 3 });
    await userEvent.type(box(), 'h3a 1g1');
    await userEvent.tab();
    expect(box()).toHaveValue('H3A 1G1');
  });
});
