/**
 * Quebec French first on the server (docs/requirements.md §9.5): which applicants are offered
 * French first, from what the database knows of them, judged by the one rule of
 * adapters/i18n/quebec-first.ts. The pages ask through GET /language-offer; the e-mails of
 * registration, password recovery and the sign-in code use it directly.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ROLE_CODES } from '../../adapters/identity/permissions';
import { applicationAnswers } from '../../adapters/journey/step-answers';
import { frenchFirst, provinceOfPostalCode, provincesOfAnswers, type ApplicantProvinces } from '../../adapters/i18n/quebec-first';
import { brandsConfig } from '../shared-config/current';

interface BrandLanguage {
  quebecFrenchFirst?: boolean;
}

/** brandsConfig `quebecFrenchFirst`: the client's own value over the shared one. */
export function brandFrenchFirst(client: string | null | undefined): boolean {
  const brands = brandsConfig();
  const clients = brands.clients as Record<string, BrandLanguage>;
  const own = client && Object.hasOwn(clients, client) ? clients[client]!.quebecFrenchFirst : undefined;
  return own ?? (brands as BrandLanguage).quebecFrenchFirst ?? false;
}

/**
 * The provinces of a customer: the customer record's mailing province, overridden by the latest
 * application's answers (business and mailing province) where it gives them, with the language the
 * application chose for correspondence.
 */
export async function customerProvinces(db: Kysely<Database>, customerNumber: string): Promise<ApplicantProvinces> {
  const [customer, proposal] = await Promise.all([
    db.selectFrom('customers').select(['state']).where('customer_number', '=', customerNumber).executeTakeFirst(),
    db
      .selectFrom('proposals')
      .select(['progress_states'])
      .where('customer_number', '=', customerNumber)
      .orderBy('last_modified_timestamp', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const answered = proposal ? provincesOfAnswers(applicationAnswers(proposal.progress_states ?? [])) : {};
  return { ...answered, mailing: answered.mailing ?? customer?.state };
}

/** Whether the customer is offered French first: their program's brand asks for it and they are in Quebec. */
export async function customerFrenchFirst(db: Kysely<Database>, customerNumber: string | null | undefined, client: string | null | undefined): Promise<boolean> {
  if (!customerNumber || !brandFrenchFirst(client)) return false;
  return frenchFirst(await customerProvinces(db, customerNumber), true);
}

/** A user's: through the customer of their first customer role (the one their e-mails are about). */
export async function userFrenchFirst(db: Kysely<Database>, userId: string): Promise<boolean> {
  const role = await db
    .selectFrom('user_roles')
    .select(['customer_number', 'client_code'])
    .where('user_id', '=', userId)
    .where('role_code', '=', ROLE_CODES.applicant)
    .where('customer_number', 'is not', null)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return role ? customerFrenchFirst(db, role.customer_number, role.client_code) : false;
}

/** Someone registering: the province of the address they picked, else of their postal code. */
export function registrantFrenchFirst(client: string, address: { administrativeArea?: string | null } | null | undefined, postalCode: string): boolean {
  return frenchFirst({ mailing: address?.administrativeArea || provinceOfPostalCode(postalCode) }, brandFrenchFirst(client));
}
