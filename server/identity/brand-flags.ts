import { brandsConfig } from '../shared-config/current';

/** The identity settings of a program's brand configuration (docs/requirements.md §7.10). */
export interface BrandIdentityFlags {
  /** registration proves the mailbox with an e-mailed one-time code */
  registrationOneTimeCode: boolean;
  /** new registrations are accepted */
  registrationOpen: boolean;
  /** sign-in asks for an e-mailed code after the right password */
  signInEmailCode: boolean;
  /** status of the customer record registration creates */
  customerStatus: string;
}

interface BrandEntry {
  registrationOneTimeCode?: boolean;
  registrationOpen?: boolean;
  signInEmailCode?: boolean;
  customerStatus?: string;
}

const clients = () => brandsConfig().clients as Record<string, BrandEntry>;

/** Whether `client` is a program of the brand configuration. */
export function isKnownClient(client: string): boolean {
  return Object.hasOwn(clients(), client);
}

/** The client's own values over the shared ones; a flag nobody sets is off. */
export function brandFlags(client: string): BrandIdentityFlags {
  const shared = brandsConfig() as BrandEntry;
  const own = isKnownClient(client) ? clients()[client]! : {};
  const pick = <K extends keyof BrandEntry>(key: K) => own[key] ?? shared[key];
  return {
    registrationOneTimeCode: pick('registrationOneTimeCode') ?? false,
    registrationOpen: pick('registrationOpen') ?? false,
    signInEmailCode: pick('signInEmailCode') ?? false,
    customerStatus: pick('customerStatus') ?? 'p',
  };
}
