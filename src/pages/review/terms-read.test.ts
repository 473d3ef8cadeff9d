import { describe, expect, it } from 'vitest';
import { compileLayout } from '../../../adapters/compile';
import type { LayoutPage } from '../../../adapters/types';
import page from '../../../schemas/programs/CANACCT/pages/terms-conditions.json';
import { allTermsRead, termsBoxFields } from './terms-read';

const compiled = compileLayout(page as unknown as LayoutPage, { locale: 'en-CA', program: 'CANACCT', applicationType: 'NEW', role: 'applicant' });

describe('the terms page’s boxes (docs/requirements.md §2.8)', () => {
  it('are the fields shown as a terms box, not the agree check box', () => {
    expect(termsBoxFields(compiled)).toEqual(['terms_read']);
  });

  it('are read once every one answers "y"', () => {
    expect(allTermsRead(['terms_read'], {})).toBe(false);
    expect(allTermsRead(['terms_read'], { terms_read: 'n' })).toBe(false);
    expect(allTermsRead(['terms_read'], { terms_read: 'y' })).toBe(true);
  });
});
