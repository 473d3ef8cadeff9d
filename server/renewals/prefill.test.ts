import { describe, expect, it } from 'vitest';
import agent from '../../schemas/programs/CANAGENT/journey.json';
import type { Journey } from '../../adapters/types';
import { renewalSteps } from './prefill';

const journey = agent as unknown as Journey;
const step = (name: string, form_elements: Record<string, unknown>) => ({ name, completed: true, form_elements, content_hash: 'h1', saved_at: '2026-06-01T00:00:00.000Z' });

describe('renewalSteps (agents’ journey)', () => {
  const saved = [
    step('ELIGIBILITY', { qa_licensed: 'y' }),
    step('PERSONAL_DETAILS', { first_name: 'Ann', coverage_begin_date: '2026-07-01', coverage_end_date: '2027-07-01' }),
    // not a step of renewals (not_allowed_types RENEWAL)
    step('COVERAGE_EO', { eo_limit: 1000000 }),
    // the quote page's answers
    step('QUOTE', { accept: 'y' }),
    // no step of the journey saves into it
    step('SOMETHING_ELSE', { x: 1 }),
  ];

  it('carries the answers of the steps a renewal walks before its quote, each to be saved again', () => {
    const r = renewalSteps(saved, journey, '2027-07-01')!;
    expect(r.first).toBe('ELIGIBILITY');
    expect(r.states.map((s) => s.name)).toEqual(['ELIGIBILITY', 'PERSONAL_DETAILS']);
    expect(r.states.every((s) => !s.completed)).toBe(true);
    expect(r.states[0]).toEqual({ ...saved[0], completed: false });
  });

  it('starts the new term on the old expiry date, for a year', () => {
    const r = renewalSteps(saved, journey, '2027-07-01')!;
    expect(r.states[1]!.form_elements).toEqual({ first_name: 'Ann', coverage_begin_date: '2027-07-01', coverage_end_date: '2028-07-01' });
    expect(renewalSteps(saved, journey, '2028-02-29')!.states[1]!.form_elements.coverage_end_date).toBe('2029-02-28');
  });

  it('has nothing to start from a journey without a step for renewals', () => {
    const closed: Journey = { ...journey, links: journey.links.map((l) => ({ ...l, tags: [...(l.tags ?? []), { key: 'not_allowed_types', value: 'RENEWAL' }] })) };
    expect(renewalSteps(saved, closed, '2027-07-01')).toBeUndefined();
  });
});
