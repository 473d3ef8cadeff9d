import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileLayout } from '../../../adapters/compile';
import type { LayoutPage } from '../../../adapters/types';
import { toBareRjsf } from './to-bare-rjsf';

const page = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../schemas/programs/CANLAWYERS/pages/general-information.json'), 'utf8'),
) as LayoutPage;
const compiled = compileLayout(page, { locale: 'en-CA', program: 'CANLAWYERS', applicationType: 'NEW', role: 'applicant' });

describe('toBareRjsf', () => {
  const bare = toBareRjsf(compiled);

  it('keeps the JSON Schema of the page, titled with its heading', () => {
    expect(bare.schema).toEqual({ ...compiled.schema, title: 'General information' });
  });

  it('drops our widget and template names so that RJSF renders its default widgets', () => {
    const text = JSON.stringify(bare.uiSchema);
    for (const ours of ['textbox', 'dropdown', 'calendar', 'JourneyPageTemplate', 'ui:ObjectFieldTemplate', 'ui:options']) {
      expect(text).not.toContain(ours);
    }
  });

  it('keeps what RJSF understands: the order, disabled fields and its own widget names', () => {
    expect(bare.uiSchema['ui:order']).toEqual(compiled.uiSchema['ui:order']);
    expect(bare.uiSchema.coverage_end_date).toEqual({ 'ui:disabled': true });
    expect(bare.uiSchema.first_name).toEqual({});
    expect(bare.uiSchema.language_code).toMatchObject({ 'ui:widget': 'radio' });
  });

  it('labels the choices as ours does, in the order of the enum', () => {
    expect(bare.uiSchema.language_code).toEqual({ 'ui:widget': 'radio', 'ui:enumNames': ['English', 'French'] });
    expect((bare.uiSchema.business_province as Record<string, string[]>)['ui:enumNames']?.[10]).toBe('Quebec');
  });
});
