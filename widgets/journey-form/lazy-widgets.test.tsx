import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { compileLayout } from '../../adapters/compile';
import type { FormData, LayoutPage } from '../../adapters/types';
import { FormHarness } from '../harness/FormHarness';
import { renderIntl } from '../harness/render-intl';
import { LazyTypeahead } from '../complex/registry';
import { CONTEXT, DETAILS_PAGE } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { partNames, preloadPage } from './preload';

// counts the loads of the date picker's chunk: its module is imported only by its lazy registry entry
const imported = vi.hoisted(() => ({ calendar: 0 }));
vi.mock('../inputs/calendar/Calendar', async (importOriginal) => {
  imported.calendar += 1;
  return importOriginal();
});
// holds the typeahead's chunk back until the test lets it arrive
const typeaheadChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('../complex/typeahead/TypeaheadField', async (importOriginal) => {
  await typeaheadChunk.arrived;
  return importOriginal();
});

const datePage: LayoutPage = {
  ...DETAILS_PAGE,
  form_container: {
    ...DETAILS_PAGE.form_container,
    rows: [{ sections: [{ name: 'when', fields: [{ name: 'start', type: 'calendar', label: { 'en-CA': 'Start date', 'fr-CA': 'Date de début' } }] }] }],
  },
};

// in this order: the first visits a page without a date while the date picker has never been loaded
describe('lazy widgets', () => {
  it('a page without a date field never loads the date picker', async () => {
    const compiled = compileLayout(DETAILS_PAGE, CONTEXT);
    expect(partNames(compiled.uiSchema)).not.toContain('calendar');
    await preloadPage(compiled);
    render(<JourneyForm compiled={compiled} data={{}} locale="en-CA" onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(imported.calendar).toBe(0);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a page with a date loads the date picker once, before its first render, and the date works', async () => {
    const compiled = compileLayout(datePage, CONTEXT);
    await preloadPage(compiled);
    expect(imported.calendar).toBe(1);
    const onChange = vi.fn<(data: FormData) => void>();
    render(<JourneyForm compiled={compiled} data={{}} locale="en-CA" formContext={{ today: '2030-03-14' }} onChange={onChange} onSubmit={vi.fn()} />);
    // there at the first render: no placeholder in its place
    const date = screen.getByRole('textbox', { name: 'Start date' });
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await userEvent.type(date, '20032030');
    await userEvent.tab();
    expect(date).toHaveValue('20/03/2030');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ start: '2030-03-20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose a date for Start date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Friday, March 22, 2030' }));
    expect(date).toHaveValue('22/03/2030');
    expect(imported.calendar).toBe(1);
  });

  it('a widget whose code is not there yet keeps its label and place, then shows itself', async () => {
    const schema: RJSFSchema = { type: 'object', properties: { city: { type: 'object', title: 'City', properties: { key: { type: 'string' }, value: { type: 'string' } } } } };
    const uiSchema: UiSchema = { city: { 'ui:field': 'typeahead' } };
    // an awaited act, so that React's retry once the code is there is not left in a finished act's queue
    await act(async () => {
      renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} />);
    });
    const place = document.querySelector('[data-path="city"] [aria-busy="true"]');
    expect(place).toHaveTextContent('City');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // the chunk arrives inside act, so that React's retry is flushed before the assertions
    await act(async () => {
      typeaheadChunk.arrive();
      await LazyTypeahead.preload();
    });
    expect(screen.getByRole('combobox', { name: 'City' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
