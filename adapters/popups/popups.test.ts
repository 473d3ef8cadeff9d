import { describe, expect, it } from 'vitest';
import { compileLayout } from '../compile';
import type { CompileContext, LayoutPage } from '../types';
import { validatePage } from '../validators';
import { dialogFor, popupToOpen } from './open-popup';

const T = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
const ctx: CompileContext = { locale: 'fr-CA', program: 'CANGLDWNG', applicationType: 'NEW', role: 'applicant' };
const button = { id: 'ok', label: T('OK', 'OK'), then: 'close' as const };
const page: LayoutPage = {
  route_name: 'premises',
  title: T('Premises', 'Locaux'),
  form_container: {
    rows: [
      {
        sections: [
          {
            fields: [
              { name: 'name', type: 'textbox', label: T('Name', 'Nom'), validations: [{ name: 'maxLength', params: { max: 3, dialog: 'tooLong' } }] },
              { name: 'seats', type: 'textbox', label: T('Seats', 'Sièges'), tags: [{ key: 'number', value: true }] },
              { name: 'cyber', type: 'answer', options: [{ key: 'y', value: T('Yes', 'Oui') }, { key: 'n', value: T('No', 'Non') }] },
            ],
          },
        ],
      },
    ],
  },
  popups: [
    { id: 'gold', trigger: 'continue', when: { '==': [{ var: '$answers.program' }, 'gold'] }, title: T('Gold', 'Or'), message: T('**Gold**', '**Or**'), buttons: [button] },
    { id: 'any', trigger: 'continue', title: T('Any', 'Tout'), message: T('m', 'm'), tone: 'warning', buttons: [{ ...button, set: { cyber: 'n' }, then: 'continue' }] },
    { id: 'many', trigger: 'change', field: 'seats', when: { '>': [{ var: 'seats' }, 4] }, title: T('Seats', 'Sièges'), message: T('m', 'm'), buttons: [button] },
    { id: 'tooLong', tone: 'error', title: T('Too long', 'Trop long'), message: T('m', 'm'), buttons: [button] },
  ],
};
const compiled = compileLayout(page, ctx);

describe('page popups', () => {
  it('compile in the page language, with the message as its markdown source', () => {
    expect(compiled.meta.popups?.[1]).toEqual({ id: 'any', trigger: 'continue', title: 'Tout', message: 'm', tone: 'warning', buttons: [{ id: 'ok', label: 'OK', set: { cyber: 'n' }, then: 'continue' }] });
    expect(compiled.meta.popups?.[0]).toMatchObject({ message: '**Or**', tone: 'info' });
  });

  it('the first popup of the trigger whose rule holds opens; rules read other steps’ answers', () => {
    expect(popupToOpen(compiled, {}, { trigger: 'continue', answers: { program: 'gold' } })?.id).toBe('gold');
    expect(popupToOpen(compiled, {}, { trigger: 'continue', answers: { program: 'silver' } })?.id).toBe('any');
    expect(popupToOpen(compiled, {}, { trigger: 'load' })).toBeUndefined();
  });

  it('a change popup answers to its own field, with the answers as the rules read them (amounts as numbers)', () => {
    expect(popupToOpen(compiled, { seats: '6' }, { trigger: 'change', field: 'seats' })?.id).toBe('many');
    expect(popupToOpen(compiled, { seats: '2' }, { trigger: 'change', field: 'seats' })).toBeUndefined();
    expect(popupToOpen(compiled, { seats: '6' }, { trigger: 'change', field: 'name' })).toBeUndefined();
  });

  it('a failing check names its dialog, in the browser and in the server’s list of errors alike', () => {
    const errors = validatePage(compiled, { name: 'Jeanne' });
    expect(errors).toEqual([expect.objectContaining({ field: 'name', dialog: 'tooLong' })]);
    expect(dialogFor(compiled, errors)?.title).toBe('Trop long');
    expect(dialogFor(compiled, validatePage(compiled, { name: 'Jo' }))).toBeUndefined();
  });

  it('an answer field keeps only its option keys', () => {
    expect(validatePage(compiled, { cyber: 'y' })).toEqual([]);
    expect(validatePage(compiled, { cyber: 'maybe' }).map((e) => e.field)).toEqual(['cyber']);
  });
});
