import { brandsConfig } from '../shared-config/current';

/** A program's sponsor billing (brandsConfig.json `sponsorBilling`): the saved answer that names the company, and the billed ones. */
interface SponsorBilling {
  answer: string;
  values: readonly string[];
}


/**
 * The company billed for the policy of an application of `client` with these saved answers
 * (docs/requirements.md §6.1: agents of MMC and CST Savings), so the applicant pays nothing
 * online; undefined when the applicant pays. The list is data, not code.
 */
export function sponsorBilledBy(client: string, answers: Record<string, unknown>): string | undefined {
  const clients = brandsConfig().clients as Record<string, { sponsorBilling?: SponsorBilling }>;
  const billing = Object.hasOwn(clients, client) ? clients[client]!.sponsorBilling : undefined;
  if (!billing) return undefined;
  const value = answers[billing.answer];
  return typeof value === 'string' && billing.values.includes(value) ? value : undefined;
}
