/**
 * The proposal reply passes quotes through as rating made them (adapters/api proposal.ts), so
 * nothing at run time holds them to quoteWrapperSchema: this does, for every shipped plan, with
 * the schema closed so that a property rating adds without the contract fails here.
 */
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { quoteWrapperSchema } from '../../adapters/api';
import { rate } from './engine';
import { loadAllPlans } from './plans';

/** `schema` with every object that names its properties closed to others. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closed(v)]));
  return 'properties' in out && !('additionalProperties' in out) ? { ...out, additionalProperties: false } : out;
}

const plans = loadAllPlans(join(__dirname, '../../schemas/programs'));
const aircraft = (a: Record<string, unknown>) => ({ type: 'aircraft', certified_passenger_seats: '2', qa_has_turbine_engine: 'y', qa_is_kit_constructed: 'n', qa_max_takeoff_weight_over_5000: 'n', ...a });
const fleet = [aircraft({ registration: 'C-GOLD', hull_value: 120000 }), aircraft({ registration: 'C-GTWO', type: 'helicopter', hull_value: 0 })];

/** Answers that reach each plan's optional coverages, coverage options, deductibles and aircraft. */
const ANSWERS: Record<string, Record<string, unknown>> = {
  CANAGENT: {
    agent_type: '1', agents_company: 'STERLING', home_province: 'ON', qa_is_life_licensed: 'y', qa_is_accident_sickness_licensed: 'y',
    qa_is_mf_licensed: 'y', qa_is_securities_licensed: 'y', qa_is_personal_it_preparation_service: 'n', qa_is_cfp_designation: 'n',
    stock_bonds_sales_limits: '500000', optional_coverages: { personal_legal_expense: 'y', identity_restoration: 'y', tax_preparation: 'y', exempt_market: 'y' },
  },
  CANACCT: { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, tax_audit_option: 'combination' },
  CANLAWYERS: { business_province: 'ON', reinstatement_of_aggregate: 'y' },
  CANGLDWNG: { mailing_province: 'ON', aircraft: fleet },
  CANSILVWING: { mailing_province: 'SK', aircraft: fleet },
  CANWINGS: { mailing_province: 'BC', aircraft: fleet },
};

describe('rated quotes follow the wire contract', () => {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(closed(quoteWrapperSchema) as object);

  const rated = [...plans.keys()].map((client) => ({
    client,
    quotes: rate(plans.get(client)!, { id: 'P1', progress_states: [{ name: 'STEP', form_elements: ANSWERS[client] ?? {} }] }),
  }));

  it.each(rated)('$client', ({ quotes }) => {
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect([quote.id, validate(quote) ? [] : validate.errors]).toEqual([quote.id, []]);
  });

  it('with answers that reach every optional part of a quote', () => {
    const coverages = rated.flatMap(({ quotes }) => quotes.flatMap((q) => q.quote.product.flatMap((p) => p.coverage)));
    expect([
      coverages.some((c) => c.coverage_option.length > 0),
      coverages.some((c) => c.deductible.length > 0),
      coverages.some((c) => (c.vehicle ?? []).length > 0),
      coverages.some((c) => c.limit.length > 0),
      coverages.some((c) => c.commission !== undefined),
    ]).toEqual([true, true, true, true, true]);
  });
});
