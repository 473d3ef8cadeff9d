import { describe, expect, it } from 'vitest';
import { applicationFileName } from './file-name';
import { sendsPdf } from './service';

describe('the application PDF’s file name (docs/requirements.md §6.7)', () => {
  it('is Application and the coverage year for agents, and the begin date for aviation, else Application.pdf', () => {
    expect(applicationFileName('CANAGENT', '2027-03-01')).toBe('Application2027.pdf');
    expect(applicationFileName('CANGLDWNG', '2027-03-01')).toBe('Application2027-03-01.pdf');
    expect(applicationFileName('CANSILVWING', '2027-03-01')).toBe('Application2027-03-01.pdf');
    expect(applicationFileName('CANACCT', '2027-03-01')).toBe('Application.pdf');
    // no begin date, or not a date: the plain name, never one built from an odd answer
    expect(applicationFileName('CANAGENT', undefined)).toBe('Application.pdf');
    expect(applicationFileName('CANGLDWNG', '../../x')).toBe('Application.pdf');
  });
});

describe('which status changes send it', () => {
  it('an accepted, approved or issued final quote; not a later status of an issued policy', () => {
    expect(sendsPdf('QUOTED', 'QUOTE_ACCEPTED')).toBe(true);
    expect(sendsPdf('QUOTE_ACCEPTED', 'QUOTE_ACCEPTED')).toBe(true);
    expect(sendsPdf('CSR_REVIEW_IN_PROGRESS', 'CSR_APPROVED')).toBe(true);
    expect(sendsPdf('QUOTED', 'POLICY_ISSUED_PENDING_PAYMENT')).toBe(true);
    expect(sendsPdf('CSR_APPROVED', 'POLICY_ISSUED')).toBe(true);
    expect(sendsPdf('POLICY_ISSUED_PENDING_PAYMENT', 'POLICY_ISSUED')).toBe(false);
    expect(sendsPdf('QUOTE_ACCEPTED', 'PENDING_CSR_REVIEW')).toBe(false);
    expect(sendsPdf('IN_PROGRESS', 'QUOTED')).toBe(false);
  });
});
