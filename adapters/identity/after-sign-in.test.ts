import { describe, expect, it } from 'vitest';
import { journey } from '../journey/testing/example-journey';
import gold from '../../schemas/programs/CANGLDWNG/journey.json';
import type { Journey } from '../types';

const GOLD = gold as unknown as Journey;
import { afterSignIn, type SignInDestination, type SignInFacts } from './after-sign-in';
import { APPLICANT, CLIENT_USER, CSR, SPONSOR } from './testing/principals';

const applicant: SignInFacts = {
  principal: APPLICANT, userClient: 'CANACCT', siteClient: 'CANACCT', locale: 'en-CA', dashboard: false, journey, proposal: null, hasPolicies: false,
};
const proposal = (status: string, more: Partial<NonNullable<SignInFacts['proposal']>> = {}): SignInFacts['proposal'] => ({
  status, type: 'NEW', currentProgressState: 'GENERAL_INFORMATION', quickRenewal: false, quoteExpired: false, ...more,
});
const route = (r: string, more: Partial<Extract<SignInDestination, { kind: 'route' }>> = {}): SignInDestination => ({
  kind: 'route', route: r, applicationType: 'NEW', ...more,
});

// One row per branch of docs/requirements.md §7.5 "After sign-in".
const rows: [string, Partial<SignInFacts>, SignInDestination][] = [
  ['a CSR goes to the work list', { principal: CSR, userClient: null }, { kind: 'staff', page: 'manage-applications' }],
  ['a sponsor goes to answer-net', { principal: SPONSOR, userClient: null }, { kind: 'staff', page: 'answer-net' }],
  ['a sponsor in French gets 501', { principal: SPONSOR, userClient: null, locale: 'fr-CA' }, { kind: 'error', status: 501 }],
  ['the client role goes to the work list', { principal: CLIENT_USER, userClient: null }, { kind: 'staff', page: 'manage-applications' }],
  ['the client role in French gets 501', { principal: CLIENT_USER, userClient: null, locale: 'fr-CA' }, { kind: 'error', status: 501 }],
  ['an internal user outside the CSR role list is not routed as a CSR', { principal: { ...CSR, roles: [{ role_code: 'UNKNOWN_ROLE', client_code: '', customer_number: null }] }, userClient: null }, { kind: 'error', status: 403 }],
  ['an applicant of another client goes to that client’s site', { siteClient: 'CANLAWYERS' }, { kind: 'site', client: 'CANACCT' }],
  ['a gold or silver wings applicant goes to the dashboard', { userClient: 'CANSILVWING', siteClient: 'CANSILVWING', dashboard: true }, { kind: 'dashboard' }],
  ['a dashboard card asking for the application routes by the proposal', { userClient: 'CANGLDWNG', siteClient: 'CANGLDWNG' }, route('eligibility')],
  ['no proposal and no policy: a new application at the first step', {}, route('eligibility')],
  ['no proposal but policies: a renewal on the policy summary', { hasPolicies: true }, route('policy-summary', { applicationType: 'RENEWAL' })],
  ['CSR-rejected: deleted, restarted at the first step with the one-time message', { proposal: proposal('CSR_REJECTED') },
    route('eligibility', { deleteProposal: true, notice: 'csrRejected' })],
  ['a cancelled new application starts over', { proposal: proposal('CANCELLED') }, route('eligibility', { startOver: true })],
  ['a cancelled renewal looks up the existing policy', { proposal: proposal('CANCELLED', { type: 'RENEWAL' }) }, route('policy-summary', { applicationType: 'RENEWAL' })],
  ['an expired quote is dropped, the answers kept, with a warning', { proposal: proposal('QUOTED', { quoteExpired: true }) }, route('eligibility', { requote: true, notice: 'quoteExpired' })],
  ['an expired renewal quote keeps the renewal', { proposal: proposal('CSR_APPROVED', { quoteExpired: true, type: 'RENEWAL' }) }, route('eligibility', { requote: true, notice: 'quoteExpired', applicationType: 'RENEWAL' })],
  ['quick renewal in progress goes to quick renew: its saved page, as a QUICK_RENEWAL',
    { siteClient: 'CANGLDWNG', userClient: 'CANGLDWNG', journey: GOLD, proposal: proposal('IN_PROGRESS', { quickRenewal: true, type: 'QUICK_RENEWAL', currentProgressState: 'QR_ELIGIBILITY_OT' }) },
    route('qr-eligibility-ot', { applicationType: 'QUICK_RENEWAL' })],
  ['the quick-renewal flag alone, nothing saved: the quick renewal’s first page', { siteClient: 'CANGLDWNG', userClient: 'CANGLDWNG', journey: GOLD, proposal: proposal('IN_PROGRESS', { quickRenewal: true, type: 'RENEWAL', currentProgressState: null }) },
    route('renew-pilot-details', { applicationType: 'QUICK_RENEWAL' })],
  ['a quoted quick renewal goes to its quote', { siteClient: 'CANGLDWNG', userClient: 'CANGLDWNG', journey: GOLD, proposal: proposal('QUOTED', { type: 'QUICK_RENEWAL', quickRenewal: true }) },
    route('quote', { applicationType: 'QUICK_RENEWAL' })],
  ['in progress: the saved progress state’s page', { proposal: proposal('IN_PROGRESS') }, route('general-information')],
  ['in progress with no saved state: the first step', { proposal: proposal('IN_PROGRESS', { currentProgressState: null }) }, route('eligibility')],
  ['a renewal in progress keeps its type', { proposal: proposal('IN_PROGRESS', { type: 'RENEWAL' }) }, route('general-information', { applicationType: 'RENEWAL' })],
  ['a configured redirect overrides the status page', { proposal: proposal('QUOTED'), loginRedirects: { QUOTED: 'coverage-eo' } }, route('coverage-eo')],
  ['otherwise the status page: quoted → quote', { proposal: proposal('QUOTED') }, route('quote')],
  ['otherwise the status page: in review → csr-referral', { proposal: proposal('PENDING_CSR_REVIEW') }, route('csr-referral')],
  ['otherwise the status page: pending payment → payment', { proposal: proposal('POLICY_ISSUED_PENDING_PAYMENT') }, route('payment')],
  ['otherwise the status page: accepted (wings) → quote', { userClient: 'CANWINGS', siteClient: 'CANWINGS', proposal: proposal('QUOTE_ACCEPTED') }, route('quote')],
];

describe('afterSignIn (docs/requirements.md §7.5)', () => {
  it.each(rows)('%s', (_name, facts, expected) => {
    expect(afterSignIn({ ...applicant, ...facts })).toEqual(expected);
  });
});
