/**
 * Multi-field items are titled from their own answers, and every error inside an item names it,
 * on the real gold wings aircraft page in both languages.
 */
import { describe, expect, it } from 'vitest';
import aircraftPage from '../../schemas/programs/CANGLDWNG/pages/aircraft-details-and-interested-parties.json';
import pilotPage from '../../schemas/programs/CANGLDWNG/pages/pilot-schedule.json';
import { compileLayout } from '../compile';
import type { CompileContext, LayoutPage, Locale, UiSchema } from '../types';
import { validatePage } from '../validators';
import { itemTitle } from './item-title';

const ctx = (locale: Locale): CompileContext => ({ locale, program: 'CANGLDWNG', applicationType: 'NEW', role: 'applicant' });
const compiled = (page: unknown, locale: Locale) => compileLayout(page as LayoutPage, ctx(locale));

const cessna = {
  registration: 'C-GABC', make_model: 'Cessna 172', model_year: 2008, type: 'aircraft', certified_passenger_seats: '3',
  qa_has_turbine_engine: 'n', qa_is_kit_constructed: 'n', qa_max_takeoff_weight_over_5000: 'n', hull_value: 250000, qa_has_interested_party: 'n',
};

describe('itemTitle', () => {
  const aircraftUi = (locale: Locale) => compiled(aircraftPage, locale).uiSchema.aircraft as UiSchema;
  const pilotsUi = (locale: Locale) => compiled(pilotPage, locale).uiSchema.pilots as UiSchema;

  it('names an aircraft by its registration and its make and model', () => {
    expect(itemTitle(aircraftUi('en-CA'), cessna, 0, 'en-CA')).toBe('C-GABC, Cessna 172');
    expect(itemTitle(aircraftUi('en-CA'), { make_model: 'Piper PA-28' }, 1, 'en-CA')).toBe('Piper PA-28');
  });

  it('names a pilot by first and last name, and a blank item by its place', () => {
    expect(itemTitle(pilotsUi('en-CA'), { first_name: 'Jeanne', last_name: 'Tremblay' }, 0, 'en-CA')).toBe('Jeanne Tremblay');
    expect(itemTitle(pilotsUi('en-CA'), {}, 1, 'en-CA')).toBe('Pilot 2');
    expect(itemTitle(pilotsUi('fr-CA'), { first_name: ' ' }, 1, 'fr-CA')).toBe('Pilote 2');
  });

  it('shows option labels and numbers the field’s way, never a raw key', () => {
    const ui: UiSchema = {
      'ui:field': 'multiField',
      'ui:options': { itemLabel: 'Aircraft', summary: ['model_year', 'type', 'hull_value'] },
      items: {
        model_year: { 'ui:widget': 'textbox', 'ui:options': { format: 'year' } },
        type: { 'ui:widget': 'radio', 'ui:options': { options: [{ key: 'aircraft', label: 'Fixed-wing aircraft' }] } },
        hull_value: { 'ui:widget': 'textbox', 'ui:options': { format: 'currency' } },
      },
    };
    expect(itemTitle(ui, cessna, 0, 'en-CA')).toBe('2008, Fixed-wing aircraft, $250,000');
  });
});

describe('errors inside an item name the item', () => {
  it.each([
    ['en-CA', ['Registration mark (Cessna 172)', 'Registration mark (Aircraft 2)']],
    ['fr-CA', ['Marque d’immatriculation (Cessna 172)', 'Marque d’immatriculation (Aéronef 2)']],
  ] as const)('%s', (locale, labels) => {
    const errors = validatePage(compiled(aircraftPage, locale), { aircraft: [{ ...cessna, registration: '' }, { ...cessna, registration: '', make_model: '' }] });
    const registration = errors.filter((e) => e.field.endsWith('.registration'));
    expect(registration.map((e) => e.label)).toEqual(labels);
  });
});
