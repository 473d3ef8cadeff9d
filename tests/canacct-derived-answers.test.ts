/**
 * The answers the accountants' pages derive, as the server stores them on a save (prepareForSave):
 * fixtures prove which fields fail, these prove the values (docs/requirements.md §2.9, §4.8).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileLayout } from '../adapters/compile';
import type { FormData, LayoutPage } from '../adapters/types';
import { prepareForSave } from '../adapters/validators';

const PAGES = join(__dirname, '..', 'schemas', 'programs', 'CANACCT', 'pages');
const compiled = (route: string) =>
  compileLayout(JSON.parse(readFileSync(join(PAGES, `${route}.json`), 'utf8')) as LayoutPage, {
    program: 'CANACCT', applicationType: 'NEW', role: 'applicant', file: `${route}.json`, locale: 'en-CA',
  });

const applicant = {
  first_name: 'Benoît', last_name: 'Comptable', email_address: 'benoit@example.com', language_code: 'fr',
  is_qa_individual_or_corporation: 'individual', business_province: 'QC', professional_designation: 'CPA',
};

describe('CANACCT derived answers', () => {
  it('general information: fraud page rule by the configured month 8 and day 1, coverage year end by June', () => {
    const page = compiled('general-information');
    const stored = (begin: string) => {
      const data = prepareForSave(page, { ...applicant, coverage_begin_date: begin }, { today: '2026-06-01' });
      return [data.fraud_page_rule, data.coverage_year_end, data.coverage_end_date];
    };
    expect(stored('2026-06-15')).toEqual(['y', 2026, '2027-06-15']);
    expect(stored('2026-07-01')).toEqual(['y', 2027, '2027-07-01']);
    // August is the configured month itself: not after it
    expect(stored('2026-08-31')).toEqual(['y', 2027, '2027-08-31']);
    expect(stored('2026-09-01')).toEqual(['n', 2027, '2027-09-01']);
    expect(stored('2026-12-15')).toEqual(['n', 2027, '2027-12-15']);
    expect(prepareForSave(page, applicant).fraud_page_rule).toBeUndefined();
  });

  it('revenue information: the total of the percentages and each amount as gross billings × percentage / 100', () => {
    const data: FormData = { pct_revenue_individuals: 33.3, pct_revenue_private_corporations: 66.7, largest_client_percentage: 10 };
    expect(prepareForSave(compiled('revenue-information'), data, { answers: { total_revenue: 123457 } })).toMatchObject({
      revenue_percentage_total: 100,
      // 123457 × 33.3 / 100 = 41111.181 → 41111.18; × 66.7 / 100 = 82345.819 → 82345.82
      amount_revenue_individuals: 41111.18,
      amount_revenue_private_corporations: 82345.82,
    });
  });

  it('gross billings, other services, current billings and staff: totals and the billings per accountant', () => {
    expect(prepareForSave(compiled('financial-details-gross-billings'), { total_revenue: 1, practice_split: { audit: 40, tax: 50, consulting: 10 } }).practice_split_total).toBe(100);
    expect(prepareForSave(compiled('financial-details-other-and-additional-services'), { pct_bookkeeping: 10, pct_payroll: 5.5 }).other_services_total).toBe(15.5);
    expect(prepareForSave(compiled('financial-details-now-gross-billing-accountants'), { current_year_revenue: 100000, number_of_accountants: 3 }).billings_per_accountant).toBe(33333.33);
    expect(prepareForSave(compiled('staff-information'), { number_of_professional_staff: 2, number_of_support_staff: 1 }, { answers: { number_of_partners: 2 } }).total_staff).toBe(5);
  });
});
