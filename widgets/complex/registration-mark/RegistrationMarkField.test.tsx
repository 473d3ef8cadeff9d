import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormHarness } from '../../harness/FormHarness';
import { renderIntl } from '../../harness/render-intl';
import type { Lookup } from '../typeahead/lookup';
import { LazyRegistrationMark } from '../registry';

const schema: RJSFSchema = {
  type: 'object',
  properties: { registration: { type: 'string', title: 'Registration' }, make_model: { type: 'string', title: 'Make and model' } },
};
const uiSchema: UiSchema = { registration: { 'ui:field': 'registrationMark', 'ui:options': { lookup: 'aircraft_registry', fills: { make_model: 'COMMON_NAME' } } } };
const cessna = { mark: 'C-GABC', COMMON_NAME: 'Cessna 172M Skyhawk', ISSUE_DATE_VALUE: '2008-05-14', MANUFACTURE_OR_ASSEMBLY_VALUE: 'Manufactured' };

function setup(lookup: Lookup, locale: 'en-CA' | 'fr-CA' = 'en-CA', formData: Record<string, unknown> = {}) {
  const seen: Record<string, unknown>[] = [];
  renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} formData={formData} formContext={{ lookups: { aircraft_registry: lookup } }} onData={(d) => seen.push(d)} />, locale);
  return { last: () => seen.at(-1), box: () => screen.getByRole('textbox', { name: locale === 'en-CA' ? 'Registration' : 'Registration' }) };
}

beforeAll(async () => {
  await LazyRegistrationMark.preload();
});

describe('RegistrationMarkField', () => {
  it('looks a typed mark up once it is left, fills make and model and says what the register holds', async () => {
    const lookup = vi.fn<Lookup>(async (mark) => (mark === 'C-GABC' ? [{ key: mark, value: cessna.COMMON_NAME, extended: cessna }] : []));
    const { box, last } = setup(lookup);
    await userEvent.type(box(), 'cgabc');
    expect(lookup).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(lookup).toHaveBeenCalledWith('C-GABC');
    await waitFor(() => expect(last()).toMatchObject({ make_model: 'Cessna 172M Skyhawk' }));
    expect(box()).toHaveAccessibleDescription(/Found in the Canadian civil aircraft register: Cessna 172M Skyhawk, registered on 14\/05\/2008\./);
    expect(screen.getByRole('textbox', { name: 'Make and model' })).toHaveValue('Cessna 172M Skyhawk');
    // leaving the same mark again asks nothing more
    await userEvent.click(box());
    await userEvent.tab();
    expect(lookup).toHaveBeenCalledTimes(1);
    // another mark the register does not hold: the Cessna's make and model would contradict it
    await userEvent.clear(box());
    await userEvent.type(box(), 'C-GZZZ');
    await userEvent.tab();
    await screen.findByText(/C-GZZZ is not in the Canadian civil aircraft register/);
    await waitFor(() => expect(last()?.make_model).toBeUndefined());
  });

  it('flags a mark the register does not hold, in French too, and keeps the answer', async () => {
    const { box, last } = setup(async () => [], 'fr-CA');
    await userEvent.type(box(), 'C-GZZZ');
    await userEvent.tab();
    await screen.findByText(/C-GZZZ ne figure pas au registre des aéronefs civils canadiens/);
    expect(last()).toMatchObject({ registration: 'C-GZZZ' });
    expect(last()?.make_model).toBeUndefined();
  });

  it('says the register could not be reached, and does not look up text that is not a mark', async () => {
    const lookup = vi.fn<Lookup>(async () => {
      throw new Error('offline');
    });
    const { box } = setup(lookup);
    await userEvent.type(box(), 'N12345');
    await userEvent.tab();
    expect(lookup).not.toHaveBeenCalled();
    await userEvent.clear(box());
    await userEvent.type(box(), 'C-FDHB');
    await userEvent.tab();
    await screen.findByText('The aircraft register could not be reached. Enter the make and model yourself.');
  });

  it('does not look up the mark the page opened with', async () => {
    const lookup = vi.fn<Lookup>(async () => []);
    const { box } = setup(lookup, 'en-CA', { registration: 'C-GABC', make_model: 'My Cessna' });
    await userEvent.click(box());
    await userEvent.tab();
    expect(lookup).not.toHaveBeenCalled();
  });
});
