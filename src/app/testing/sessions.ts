import { APPLICANT } from '../../../adapters/identity/testing/principals';
import type { Session } from '../../session/session';

/** The demo accountant signed in to the accountants' program: what page tests render as. */
export const ACCOUNTANT: Session = {
  login: 'accountant@demo.test',
  principal: APPLICANT,
  firstName: 'Benoît',
  lastName: 'Comptable',
  customerNumber: 'C100002',
  client: 'CANACCT',
  applicationType: 'NEW',
};
