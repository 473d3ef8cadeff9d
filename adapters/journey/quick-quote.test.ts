import { describe, expect, it } from 'vitest';
import { pageOfLink, quickQuoteLinkForState, quickQuotePercent, quickQuotePilot } from './index';

const T = { 'en-CA': 'A', 'fr-CA': 'A' };
const link = (route_name: string, tags?: { key: string; value: string }[]) => ({ route_name, nav_title: T, category: 'qq', ...(tags ? { tags } : {}) });

describe('quick-quote journey rules', () => {
  it('a link shows its page tag, else its route', () => {
    expect(pageOfLink(link('aircraft-details', [{ key: 'page', value: 'aircraft-details-and-interested-parties' }]))).toBe('aircraft-details-and-interested-parties');
    expect(pageOfLink(link('premium'))).toBe('premium');
  });

  it('finds the link saving into a state', () => {
    const journey = { client: 'X', program_path: 'x', links: [link('coverage', [{ key: 'progress_state', value: 'AIRCRAFT_LEGAL_LIABILITY_COVERAGE' }]), link('premium')] };
    expect(quickQuoteLinkForState(journey, 'AIRCRAFT_LEGAL_LIABILITY_COVERAGE')?.route_name).toBe('coverage');
    expect(quickQuoteLinkForState(journey, 'PREMIUM')?.route_name).toBe('premium');
    expect(quickQuoteLinkForState(journey, 'ELIGIBILITY')).toBeUndefined();
  });

  it('the bar starts at 10 % and grows page by page', () => {
    expect([0, 1, 2, 3].map((i) => quickQuotePercent(i, 4))).toEqual([10, 33, 55, 78]);
    expect(quickQuotePercent(4, 4)).toBe(100);
  });

  it('the pilot is the name and e-mail answered', () => {
    expect(quickQuotePilot([{ form_elements: { aircraft: [] } }, { form_elements: { first_name: 'Amelia', last_name: 'Earhart', email_address: 'a@example.com' } }])).toEqual({
      first_name: 'Amelia', last_name: 'Earhart', email: 'a@example.com',
    });
    expect(quickQuotePilot([])).toEqual({ first_name: '', last_name: '', email: '' });
  });
});
