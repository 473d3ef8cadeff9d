import { describe, expect, it } from 'vitest';
import type { Journey } from '../types';
import gold from '../../schemas/programs/CANGLDWNG/journey.json';
import silver from '../../schemas/programs/CANSILVWING/journey.json';
import wings from '../../schemas/programs/CANWINGS/journey.json';
import acct from '../../schemas/programs/CANACCT/journey.json';
import { routeLinks } from './links';
import { offersQuickRenewal, quickRenewStates, regularRenewalStart, regularRenewalStates } from './quick-renew';
import { quickRenewPercent } from './quick-renew-progress';

const GOLD = gold as unknown as Journey;
const routes = (journey: Journey, type: 'NEW' | 'RENEWAL' | 'QUICK_RENEWAL') => routeLinks(journey, type).map((l) => l.route_name);

describe('the quick-renewal journey (docs/requirements.md §2.11)', () => {
  it('walks its own pages then the quote, for gold and silver wings; the other types never see them', () => {
    for (const journey of [GOLD, silver as unknown as Journey]) {
      expect(routes(journey, 'QUICK_RENEWAL')).toEqual(['renew-pilot-details', 'quick-renew-pilot-license-permit', 'qr-eligibility-ot', 'quote']);
      expect(routes(journey, 'RENEWAL')).not.toContain('renew-pilot-details');
      expect(routes(journey, 'NEW')).toContain('general-information');
      expect(offersQuickRenewal(journey)).toBe(true);
    }
  });

  it('is not offered where the journey has no page of its own', () => {
    expect(offersQuickRenewal(wings as unknown as Journey)).toBe(false);
    expect(offersQuickRenewal(acct as unknown as Journey)).toBe(false);
  });

  it('prefills its pages with last year’s answers of the same names, to be walked again', () => {
    const carried = [
      { name: 'PILOT_SCHEDULE', completed: false, form_elements: { pilots: [{ first_name: 'Jeanne' }] } },
      { name: 'ELIGIBILITY', completed: false, form_elements: { qa_used_for_hire_or_reward: 'n', other: 'x' } },
    ];
    const fields: Record<string, string[]> = { 'renew-pilot-details': ['pilots'], 'quick-renew-pilot-license-permit': ['pilot_licence_number'], 'qr-eligibility-ot': ['qa_used_for_hire_or_reward', 'qa_claims_since_renewal'] };
    expect(quickRenewStates(carried, GOLD, (route) => fields[route] ?? [])).toEqual([
      { name: 'RENEW_PILOT_DETAILS', completed: false, form_elements: { pilots: [{ first_name: 'Jeanne' }] } },
      { name: 'QUICK_RENEW_PILOT_LICENSE_PERMIT', completed: false, form_elements: {} },
      { name: 'QR_ELIGIBILITY_OT', completed: false, form_elements: { qa_used_for_hire_or_reward: 'n' } },
    ]);
  });

  it('turned into the regular renewal, drops its own pages and opens general information', () => {
    const states = [
      { name: 'GENERAL_INFORMATION', completed: false, form_elements: { a: 1 } },
      { name: 'RENEW_PILOT_DETAILS', completed: true, form_elements: { pilots: [] } },
      { name: 'QR_ELIGIBILITY_OT', completed: true, form_elements: {} },
    ];
    expect(regularRenewalStates(states, GOLD).map((s) => s.name)).toEqual(['GENERAL_INFORMATION']);
    expect(regularRenewalStart(GOLD)?.route_name).toBe('general-information');
  });

  it('shows its progress: 10 % at the start, then the share of steps behind, 100 % on the quote', () => {
    // each of its pages is a step of its own, so the stepper's position is the page's
    const steps = new Set(routeLinks(GOLD, 'QUICK_RENEWAL').map((l) => l.category)).size;
    expect(steps).toBe(4);
    expect([1, 2, 3, 4].map((step) => quickRenewPercent(step, steps))).toEqual([10, 33, 67, 100]);
  });
});
