import { describe, expect, it } from 'vitest';
import { addPolicyDecision, dashboardCards, type ListedCard } from './dashboard-list';
import { dashboardSettingsOf } from './dashboard-settings';
import { dashboardStatus, type DashboardFacts } from './dashboard-status';

const period = { renewalDaysBefore: 60, renewalDaysAfter: 30 };
const facts = (f: Partial<DashboardFacts>): DashboardFacts => ({
  applicationStatus: null, policyStatus: null, effectiveDate: '2026-01-01', expirationDate: '2027-01-01', today: '2026-06-01', period, ...f,
});

describe('dashboardStatus', () => {
  it('an application before its policy is in progress, whatever its review status', () => {
    for (const s of ['IN_PROGRESS', 'QUOTED', 'QUOTE_ACCEPTED', 'PENDING_CSR_REVIEW', 'CSR_REVIEW_IN_PROGRESS', 'CSR_APPROVED', 'CSR_REJECTED', 'PENDING_SPONSOR_REVIEW']) {
      expect(dashboardStatus(facts({ applicationStatus: s })), s).toBe('i');
    }
  });

  it('a policy waiting for its card or cheque payment is pending payment', () => {
    expect(dashboardStatus(facts({ applicationStatus: 'POLICY_ISSUED_PENDING_PAYMENT' }))).toBe('pe');
    expect(dashboardStatus(facts({ applicationStatus: 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT' }))).toBe('pe');
  });

  it('an issued policy is active from its start date, pending before it', () => {
    expect(dashboardStatus(facts({ applicationStatus: 'POLICY_ISSUED', today: '2026-01-01' }))).toBe('a');
    expect(dashboardStatus(facts({ applicationStatus: 'POLICY_ISSUED', today: '2025-12-31' }))).toBe('p');
  });

  it('active or expired becomes renewable inside the window, both edge days included', () => {
    expect(dashboardStatus(facts({ applicationStatus: 'POLICY_ISSUED', today: '2026-11-01' }))).toBe('a');
    expect(dashboardStatus(facts({ applicationStatus: 'POLICY_ISSUED', today: '2026-11-02' }))).toBe('r');
    expect(dashboardStatus(facts({ applicationStatus: 'POLICY_ISSUED', today: '2027-01-31' }))).toBe('r');
    expect(dashboardStatus(facts({ policyStatus: 'a', today: '2026-12-01' }))).toBe('r');
    expect(dashboardStatus(facts({ policyStatus: 'e', today: '2027-01-10' }))).toBe('r');
  });

  it('expired outside the window is ex', () => {
    expect(dashboardStatus(facts({ applicationStatus: 'POLICY_ISSUED', today: '2027-02-01' }))).toBe('ex');
    expect(dashboardStatus(facts({ policyStatus: 'e', today: '2028-01-01' }))).toBe('ex');
  });

  it('without an application: no policy status is in progress, another value stays raw', () => {
    expect(dashboardStatus(facts({}))).toBe('i');
    expect(dashboardStatus(facts({ policyStatus: 'VOID' }))).toBe('VOID');
    expect(dashboardStatus(facts({ applicationStatus: 'CANCELLED', policyStatus: 'VOID' }))).toBe('VOID');
  });

  it('an application status the mapping does not name falls back to the policy status', () => {
    expect(dashboardStatus(facts({ applicationStatus: 'CANCELLED', policyStatus: 'a' }))).toBe('a');
  });
});

const card = (status: string, more: Partial<ListedCard> = {}): ListedCard & { name: string } => ({
  status, velocityStatus: null, policyId: null, expirationDate: null, name: `${status}${more.policyId ?? ''}`, ...more,
});
const settings = { statusOrder: ['i', 'pe', 'r', 'a', 'p', 'ex'], showExpiredPolicyYears: 1 };

describe('dashboardCards', () => {
  it('sorts by the status order, keeping the order within a status', () => {
    const cards = [card('a', { policyId: '1' }), card('i'), card('r', { policyId: '2' }), card('a', { policyId: '3' }), card('pe', { policyId: '4' })];
    expect(dashboardCards(cards, settings, '2026-06-01').map((c) => c.name)).toEqual(['i', 'pe4', 'r2', 'a1', 'a3']);
  });

  it('drops a status outside the order, a renewed policy and a second card of one policy', () => {
    const cards = [card('VOID', { policyId: '1' }), card('e', { policyId: '2', expirationDate: '2026-05-01' }), card('a', { policyId: '3', velocityStatus: 'r' }), card('a', { policyId: '4' }), card('r', { policyId: '4' })];
    expect(dashboardCards(cards, settings, '2026-06-01').map((c) => c.name)).toEqual(['a4']);
  });

  it('keeps applications without a policy apart (no policy id to dedupe by)', () => {
    expect(dashboardCards([card('i'), card('i')], settings, '2026-06-01')).toHaveLength(2);
  });

  it('hides an expired policy once its expiry is more than showExpiredPolicyYears ago', () => {
    const ex = card('ex', { policyId: '1', expirationDate: '2025-06-01' });
    expect(dashboardCards([ex], settings, '2026-06-01')).toHaveLength(1);
    expect(dashboardCards([ex], settings, '2026-06-02')).toHaveLength(0);
    expect(dashboardCards([ex], { ...settings, showExpiredPolicyYears: 2 }, '2026-06-02')).toHaveLength(1);
  });
});

describe('addPolicyDecision', () => {
  const max = { goldwings: 1, silverwings: 2 };
  it('refuses while an application of that type is in progress', () => {
    expect(addPolicyDecision([{ type: 'goldwings', status: 'i' }], 'goldwings', max)).toEqual({ kind: 'active' });
  });

  it('refuses when the policies of that type not expired reach the maximum', () => {
    expect(addPolicyDecision([{ type: 'goldwings', status: 'a' }], 'goldwings', max)).toEqual({ kind: 'max', max: 1 });
    expect(addPolicyDecision([{ type: 'silverwings', status: 'r' }], 'silverwings', max)).toEqual({ kind: 'create' });
    expect(addPolicyDecision([{ type: 'silverwings', status: 'r' }, { type: 'silverwings', status: 'pe' }], 'silverwings', max)).toEqual({ kind: 'max', max: 2 });
  });

  it('creates when only expired policies or other types exist', () => {
    expect(addPolicyDecision([{ type: 'goldwings', status: 'ex' }, { type: 'silverwings', status: 'i' }], 'goldwings', max)).toEqual({ kind: 'create' });
  });
});

describe('dashboardSettingsOf', () => {
  it('reads the configured values and falls back on malformed ones', () => {
    expect(dashboardSettingsOf({ dashboard: { statusOrder: ['a'], maxNumberOfPolicy: { goldwings: 3, silverwings: -1 }, showExpiredPolicyYears: 'x' } })).toEqual({
      statusOrder: ['a'], maxNumberOfPolicy: { goldwings: 3, silverwings: 1 }, showExpiredPolicyYears: 1,
    });
  });
});
