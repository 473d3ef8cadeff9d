import { describe, expect, it } from 'vitest';
import { dashboardButtonTarget, pageKind, visibleButtons, type HeaderButton, type HeaderViewer } from './header';
import { supportMailto, fillSupportTemplate } from './support';

const b = (id: string, flags: Partial<HeaderButton>): HeaderButton => ({ id, label: id, ...flags });
const BUTTONS = [
  b('signed-in-only', { showOnLogin: true }),
  b('visitor-only', { showOnLogout: true }),
  b('everyone', { showOnLogin: true, showOnLogout: true }),
  b('everyone-and-staff', { showOnLogin: true, showOnLogout: true, showOnCsr: true }),
  b('staff-signed-in', { showOnLogin: true, showOnCsr: true }),
];
const viewer = (v: Partial<HeaderViewer>): HeaderViewer => ({ signedIn: false, staff: false, csrFlow: false, page: 'other', ...v });
const ids = (v: Partial<HeaderViewer>) => visibleButtons(BUTTONS, viewer(v)).map((x) => x.id);

describe('header buttons (showOnLogin, showOnLogout, showOnCsr)', () => {
  it('a visitor sees the buttons shown when signed out', () => {
    expect(ids({})).toEqual(['visitor-only', 'everyone', 'everyone-and-staff']);
  });
  it('an applicant sees the buttons shown when signed in', () => {
    expect(ids({ signedIn: true })).toEqual(['signed-in-only', 'everyone', 'everyone-and-staff', 'staff-signed-in']);
  });
  it('staff see only the buttons flagged for them', () => {
    expect(ids({ signedIn: true, staff: true })).toEqual(['everyone-and-staff', 'staff-signed-in']);
  });
  it('signed-in-only buttons stay off the quick-quote and sign-in pages', () => {
    expect(ids({ signedIn: true, page: 'quick-quote' })).toEqual(['everyone', 'everyone-and-staff']);
    expect(ids({ signedIn: true, page: 'auth' })).toEqual(['everyone', 'everyone-and-staff']);
  });
  it('the CSR flow shows no header link', () => {
    expect(ids({ signedIn: true, staff: true, csrFlow: true })).toEqual([]);
  });
  it('knows the sign-in and quick-quote pages by their path', () => {
    expect([['login'], ['auth', 'login'], ['quick-quote', 'premium'], ['registration'], ['general-information'], []].map(pageKind)).toEqual([
      'auth', 'auth', 'quick-quote', 'auth', 'other', 'other',
    ]);
  });
});

describe('the dashboard button', () => {
  const input = { applicant: true, applicationType: 'RENEWAL' as const, programHasDashboard: true, route: 'coverage' };
  it('shows during a renewal or quick renewal, to the dashboard on an aviation site, else the policy summary', () => {
    expect(dashboardButtonTarget(input)).toBe('dashboard');
    expect(dashboardButtonTarget({ ...input, applicationType: 'QUICK_RENEWAL' })).toBe('dashboard');
    expect(dashboardButtonTarget({ ...input, programHasDashboard: false })).toBe('policy-summary');
  });
  it('not for a new application, staff, or on the policy summary or the page it leads to', () => {
    expect(dashboardButtonTarget({ ...input, applicationType: 'NEW' })).toBeUndefined();
    expect(dashboardButtonTarget({ ...input, applicant: false })).toBeUndefined();
    expect(dashboardButtonTarget({ ...input, route: 'policy-summary' })).toBeUndefined();
    expect(dashboardButtonTarget({ ...input, route: 'dashboard' })).toBeUndefined();
  });
});

describe('the support e-mail', () => {
  const template = { email: 'support@example.ca', subject: 'Help with application {customerNumber}', body: 'Customer {customerNumber} ({userName}) needs help.\nThanks {other}' };
  it('fills the customer number and the user name', () => {
    expect(fillSupportTemplate(template.body, { customerNumber: 'C100', userName: 'Anne Roy' })).toBe('Customer C100 (Anne Roy) needs help.\nThanks {other}');
  });
  it('makes a mailto address with the subject on one line, everything encoded', () => {
    const href = supportMailto({ ...template, subject: 'A\r\nBcc: x@y {customerNumber}' }, { customerNumber: 'C100', userName: 'Anne & Roy' });
    expect(href.startsWith('mailto:support@example.ca?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('A Bcc: x@y C100');
    expect(url.searchParams.get('body')).toBe('Customer C100 (Anne & Roy) needs help.\nThanks {other}');
  });
});
