import { describe, expect, it } from 'vitest';
import { can, isApplicant, isCsr, mayUseStaffSignIn, viewerOf, type Permission, type Principal } from './permissions';
import { APPLICANT, CLIENT_USER, CSR, SPONSOR } from './testing/principals';

const CSR_WITHOUT_EDIT_GROUP: Principal = { ...CSR, groups: ['PORTAL_STAFF'] };
const EXTERNAL_WITH_OPERATIONS_ROLE: Principal = { ...CSR, user_type: 'ExternalCustomer' };
const NOBODY: Principal = { user_type: 'ExternalCustomer', roles: [], groups: [] };

// who may do what (docs/requirements.md §7.1): one row per permission, the principals allowed
const table: [Permission, Principal[]][] = [
  ['workOnOwnApplication', [APPLICANT]],
  ['workOnAnyApplication', [CSR, CSR_WITHOUT_EDIT_GROUP]],
  ['viewWorkList', [CSR, CSR_WITHOUT_EDIT_GROUP, CLIENT_USER]],
  ['assignToSelf', [CSR, CSR_WITHOUT_EDIT_GROUP]],
  ['decideAsCsr', [CSR]],
  ['decideAsSponsor', [SPONSOR]],
  ['readApplicationSummary', [APPLICANT, CSR, CSR_WITHOUT_EDIT_GROUP, SPONSOR]],
  ['viewAnswerNet', [SPONSOR]],
  ['deactivateCustomerRoles', [CSR, CSR_WITHOUT_EDIT_GROUP]],
  ['refreshConfiguration', [CSR, CSR_WITHOUT_EDIT_GROUP]],
  ['readDevOutbox', [CSR, CSR_WITHOUT_EDIT_GROUP]],
  ['switchLanguage', [APPLICANT, CSR, CSR_WITHOUT_EDIT_GROUP, EXTERNAL_WITH_OPERATIONS_ROLE, NOBODY]],
];
const everyone = [APPLICANT, CSR, CSR_WITHOUT_EDIT_GROUP, SPONSOR, CLIENT_USER, EXTERNAL_WITH_OPERATIONS_ROLE, NOBODY];

describe('can (docs/requirements.md §7.1)', () => {
  it.each(table)('%s: exactly the listed principals', (permission, allowed) => {
    for (const p of everyone) expect([permission, p, can[permission](p)]).toEqual([permission, p, allowed.includes(p)]);
  });

  it('a CSR role held by an external user makes no CSR', () => {
    expect(isCsr(EXTERNAL_WITH_OPERATIONS_ROLE)).toBe(false);
  });

  it('an inactive-looking principal with no roles can do nothing but switch language', () => {
    expect(Object.entries(can).filter(([, f]) => f(NOBODY)).map(([name]) => name)).toEqual(['switchLanguage']);
    expect(isApplicant(NOBODY)).toBe(false);
  });

  it('staff sign-in needs an internal user in an allowed group', () => {
    expect(mayUseStaffSignIn(CSR)).toBe(true);
    expect(mayUseStaffSignIn({ ...CSR, groups: [] })).toBe(false);
    expect(mayUseStaffSignIn(EXTERNAL_WITH_OPERATIONS_ROLE)).toBe(false);
  });

  it('the CSR list comes from the settings passed', () => {
    expect(isCsr(CSR, { csrRoles: ['OTHER'], csrEditGroups: [], internalGroups: [], layoutGroups: [] })).toBe(false);
  });

  it('pages are compiled in the CSR, sponsor or applicant view', () => {
    expect([APPLICANT, CSR, SPONSOR, CLIENT_USER, NOBODY].map((p) => viewerOf(p))).toEqual(['applicant', 'csr', 'sponsor', 'applicant', 'applicant']);
  });
});
