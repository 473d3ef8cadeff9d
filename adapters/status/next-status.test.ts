import { describe, expect, it } from 'vitest';
import { allowedActions, nextStatus } from './next-status';
import { ACTIONS, type Actor } from './actions';
import { STATUSES } from './statuses';
import { TRANSITIONS } from './transitions';

describe('nextStatus', () => {
  it('walks the applicant journey from a fresh application to an issued policy', () => {
    expect(nextStatus('IN_PROGRESS', 'SUBMIT', 'applicant')).toMatchObject({ ok: true, to: 'SUBMITTED' });
    expect(nextStatus('SUBMITTED', 'QUOTE', 'system')).toMatchObject({ ok: true, to: 'QUOTED' });
    expect(nextStatus('QUOTED', 'ACCEPT_QUOTE', 'applicant')).toMatchObject({ ok: true, to: 'QUOTE_ACCEPTED' });
    expect(nextStatus('QUOTE_ACCEPTED', 'ISSUE_POLICY', 'applicant')).toMatchObject({ ok: true, to: 'POLICY_ISSUED_PENDING_PAYMENT' });
    expect(nextStatus('POLICY_ISSUED_PENDING_PAYMENT', 'PAYMENT_SUCCESS', 'system')).toMatchObject({ ok: true, to: 'POLICY_ISSUED' });
  });

  it('walks a referral through CSR and sponsor review', () => {
    expect(nextStatus('QUOTE_ACCEPTED', 'SEND_TO_CSR_REVIEW', 'system')).toMatchObject({ ok: true, to: 'PENDING_CSR_REVIEW' });
    expect(nextStatus('PENDING_CSR_REVIEW', 'ASSIGN_TO', 'csr')).toMatchObject({ ok: true, to: 'CSR_REVIEW_IN_PROGRESS' });
    expect(nextStatus('CSR_REVIEW_IN_PROGRESS', 'STATUS_UPDATE', 'csr', 'PENDING_SPONSOR_REVIEW')).toMatchObject({ ok: true, to: 'PENDING_SPONSOR_REVIEW' });
    expect(nextStatus('PENDING_SPONSOR_REVIEW', 'APPROVE', 'sponsor')).toMatchObject({ ok: true, to: 'CSR_APPROVED' });
    expect(nextStatus('PENDING_SPONSOR_REVIEW', 'REJECT', 'sponsor')).toMatchObject({ ok: true, to: 'SPONSOR_REJECTED' });
    expect(nextStatus('CSR_REVIEW_IN_PROGRESS', 'APPROVE', 'csr')).toMatchObject({ ok: true, to: 'CSR_APPROVED' });
    expect(nextStatus('CSR_APPROVED', 'ISSUE_POLICY', 'applicant')).toMatchObject({ ok: true, to: 'POLICY_ISSUED_PENDING_PAYMENT' });
  });

  it('refuses what the status forbids, naming both statuses', () => {
    expect(nextStatus('QUOTED', 'APPROVE', 'csr')).toEqual({
      ok: false, kind: 'illegal', from: 'QUOTED', to: 'CSR_APPROVED', action: 'APPROVE', messageId: 'server.status.illegal',
    });
    expect(nextStatus('POLICY_ISSUED', 'STATUS_UPDATE', 'csr', 'WAITING_ON_CUSTOMER')).toMatchObject({
      ok: false, kind: 'illegal', from: 'POLICY_ISSUED', to: 'WAITING_ON_CUSTOMER',
    });
    // sponsor review only from PENDING_SPONSOR_REVIEW
    expect(nextStatus('CSR_REVIEW_IN_PROGRESS', 'REJECT', 'sponsor')).toMatchObject({ ok: false, kind: 'forbidden', from: 'CSR_REVIEW_IN_PROGRESS', to: 'CSR_REJECTED' });
    expect(nextStatus('QUOTED', 'REJECT', 'sponsor')).toMatchObject({ ok: false, kind: 'illegal', from: 'QUOTED', to: 'CSR_REJECTED | SPONSOR_REJECTED' });
  });

  it('refuses what the role forbids', () => {
    expect(nextStatus('PENDING_SPONSOR_REVIEW', 'APPROVE', 'csr')).toMatchObject({ ok: false, kind: 'forbidden', actor: 'csr', to: 'CSR_APPROVED' });
    expect(nextStatus('PENDING_CSR_REVIEW', 'ASSIGN_TO', 'applicant')).toMatchObject({ ok: false, kind: 'forbidden' });
    expect(nextStatus('POLICY_ISSUED_PENDING_PAYMENT', 'PAYMENT_SUCCESS', 'applicant')).toMatchObject({ ok: false, kind: 'forbidden' });
  });

  it('issues straight from QUOTED only for accountants and lawyers; every program after acceptance or approval', () => {
    expect(nextStatus('QUOTED', 'ISSUE_POLICY', 'applicant', undefined, 'CANACCT')).toMatchObject({ ok: true, to: 'POLICY_ISSUED_PENDING_PAYMENT' });
    expect(nextStatus('QUOTED', 'ISSUE_POLICY', 'csr', undefined, 'CANLAWYERS')).toMatchObject({ ok: true, to: 'POLICY_ISSUED_PENDING_PAYMENT' });
    for (const client of ['CANAGENT', 'CANGLDWNG', 'CANSILVWING', 'CANWINGS', undefined]) {
      expect(nextStatus('QUOTED', 'ISSUE_POLICY', 'applicant', undefined, client)).toMatchObject({ ok: false, kind: 'illegal', from: 'QUOTED', to: 'POLICY_ISSUED_PENDING_PAYMENT' });
      expect(nextStatus('QUOTE_ACCEPTED', 'ISSUE_POLICY', 'applicant', undefined, client)).toMatchObject({ ok: true });
      expect(nextStatus('CSR_APPROVED', 'ISSUE_POLICY', 'applicant', undefined, client)).toMatchObject({ ok: true });
    }
    expect(allowedActions('QUOTED', 'applicant', 'CANAGENT').map((a) => a.action)).not.toContain('ISSUE_POLICY');
    expect(allowedActions('QUOTED', 'applicant', 'CANACCT').map((a) => a.action)).toContain('ISSUE_POLICY');
  });

  it('accepting again while QUOTE_ACCEPTED and switching after approval keep the status; never a STATUS_UPDATE', () => {
    expect(nextStatus('QUOTE_ACCEPTED', 'ACCEPT_QUOTE', 'applicant')).toMatchObject({ ok: true, to: 'QUOTE_ACCEPTED' });
    expect(nextStatus('CSR_APPROVED', 'ACCEPT_QUOTE', 'applicant')).toMatchObject({ ok: true, to: 'CSR_APPROVED' });
    expect(nextStatus('PENDING_CSR_REVIEW', 'ACCEPT_QUOTE', 'applicant')).toMatchObject({ ok: false, kind: 'illegal' });
    expect(nextStatus('QUOTED', 'STATUS_UPDATE', 'applicant', 'QUOTE_ACCEPTED')).toMatchObject({ ok: false, kind: 'illegal' });
  });

  it('a CSR may choose the cheque for the customer; only the provider pays', () => {
    expect(nextStatus('POLICY_ISSUED_PENDING_PAYMENT', 'CHOOSE_OFFLINE_PAYMENT', 'csr')).toMatchObject({ ok: true, to: 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT' });
    expect(nextStatus('POLICY_ISSUED_PENDING_PAYMENT', 'PAYMENT_SUCCESS', 'csr')).toMatchObject({ ok: false, kind: 'forbidden' });
  });

  it('only the server bills the sponsor, and only a policy waiting for payment; no STATUS_UPDATE does it', () => {
    expect(nextStatus('POLICY_ISSUED_PENDING_PAYMENT', 'BILL_SPONSOR', 'system')).toMatchObject({ ok: true, to: 'POLICY_ISSUED' });
    for (const actor of ['applicant', 'csr', 'sponsor'] as const) {
      expect(nextStatus('POLICY_ISSUED_PENDING_PAYMENT', 'BILL_SPONSOR', actor)).toMatchObject({ ok: false, kind: 'forbidden' });
    }
    for (const from of ['QUOTE_ACCEPTED', 'CSR_APPROVED', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', 'POLICY_ISSUED'] as const) {
      expect(nextStatus(from, 'BILL_SPONSOR', 'system')).toMatchObject({ ok: false, kind: 'illegal', from, to: 'POLICY_ISSUED' });
    }
    expect(nextStatus('POLICY_ISSUED_PENDING_PAYMENT', 'STATUS_UPDATE', 'system', 'POLICY_ISSUED')).toMatchObject({ ok: false, kind: 'illegal' });
  });

  it('asks for the target of a STATUS_UPDATE', () => {
    expect(nextStatus('CSR_REVIEW_IN_PROGRESS', 'STATUS_UPDATE', 'csr')).toEqual({
      ok: false, kind: 'target-required', from: 'CSR_REVIEW_IN_PROGRESS', action: 'STATUS_UPDATE',
      to: 'WAITING_ON_UNDERWRITER | WAITING_ON_CUSTOMER | PENDING_SPONSOR_REVIEW | CSR_APPROVED | CSR_REJECTED',
      messageId: 'server.status.targetRequired',
    });
  });

  it('treats STATUS_UPDATE with a target as "set the status", never reaching policy or payment', () => {
    expect(nextStatus('SUBMITTED', 'STATUS_UPDATE', 'applicant', 'QUOTED')).toMatchObject({ ok: true, to: 'QUOTED' });
    expect(nextStatus('QUOTED', 'STATUS_UPDATE', 'applicant', 'IN_PROGRESS')).toMatchObject({ ok: true, to: 'IN_PROGRESS' });
    expect(nextStatus('CSR_REVIEW_IN_PROGRESS', 'STATUS_UPDATE', 'csr', 'WAITING_ON_CUSTOMER')).toMatchObject({ ok: true, to: 'WAITING_ON_CUSTOMER' });
    expect(nextStatus('QUOTED', 'STATUS_UPDATE', 'applicant', 'POLICY_ISSUED_PENDING_PAYMENT')).toMatchObject({
      ok: false, kind: 'illegal', from: 'QUOTED', to: 'POLICY_ISSUED_PENDING_PAYMENT',
    });
    expect(nextStatus('POLICY_ISSUED_PENDING_PAYMENT', 'STATUS_UPDATE', 'system', 'POLICY_ISSUED')).toMatchObject({ ok: false, kind: 'illegal' });
    expect(nextStatus('PENDING_CSR_REVIEW', 'STATUS_UPDATE', 'applicant', 'CSR_REVIEW_IN_PROGRESS')).toMatchObject({ ok: false, kind: 'forbidden' });
  });

  it('has one target per status, action and actor except STATUS_UPDATE', () => {
    const actors: Actor[] = ['applicant', 'csr', 'sponsor', 'system'];
    for (const from of STATUSES) for (const action of ACTIONS) for (const actor of actors) {
      if (action === 'STATUS_UPDATE') continue;
      const result = nextStatus(from, action, actor);
      expect(result.ok || result.kind !== 'target-required', `${from} ${action} ${actor}`).toBe(true);
    }
    expect(TRANSITIONS.every((t) => t.from.length > 0 && t.who.length > 0)).toBe(true);
  });

  it('lists what a CSR can do with an assigned proposal', () => {
    expect(allowedActions('CSR_REVIEW_IN_PROGRESS', 'csr').map((a) => `${a.action}→${a.to}`)).toEqual([
      'CANCELLED→CANCELLED', 'ASSIGN_TO→CSR_REVIEW_IN_PROGRESS', 'APPROVE→CSR_APPROVED', 'REJECT→CSR_REJECTED',
      'SEND_TO_CUSTOMER→WAITING_ON_CUSTOMER', 'STATUS_UPDATE→WAITING_ON_UNDERWRITER', 'STATUS_UPDATE→WAITING_ON_CUSTOMER',
      'STATUS_UPDATE→PENDING_SPONSOR_REVIEW', 'STATUS_UPDATE→CSR_APPROVED', 'STATUS_UPDATE→CSR_REJECTED', 'BOUND_MANUALLY→POLICY_ISSUED',
    ]);
  });
});
