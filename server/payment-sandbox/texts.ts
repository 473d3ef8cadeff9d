/** The hosted fields' own words: the provider's page, not the portal's content (schemas/content). */
export type SandboxLocale = 'en-CA' | 'fr-CA';

export interface HostedFieldsTexts {
  title: string;
  number: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  numberInvalid: string;
  expiryInvalid: string;
  cvcInvalid: string;
  failed: string;
  testMode: string;
}

export const HOSTED_FIELDS_TEXTS: Readonly<Record<SandboxLocale, HostedFieldsTexts>> = {
  'en-CA': {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiry date',
    expiryHint: 'MM/YY',
    cvc: 'Security code (CVC)',
    numberInvalid: 'Enter a valid card number.',
    expiryInvalid: 'Enter the expiry date as MM/YY.',
    cvcInvalid: 'Enter the 3- or 4-digit security code.',
    failed: 'The card could not be checked. Try again in a moment.',
    testMode: 'Test mode: no card is charged. Test card 4242\u00a04242\u00a04242\u00a04242.',
  },
  'fr-CA': {
    title: 'Renseignements sur la carte',
    number: 'Numéro de carte',
    expiry: 'Date d’expiration',
    expiryHint: 'MM/AA',
    cvc: 'Code de sécurité (CVC)',
    numberInvalid: 'Entrez un numéro de carte valide.',
    expiryInvalid: 'Entrez la date d’expiration au format MM/AA.',
    cvcInvalid: 'Entrez le code de sécurité de 3 ou 4 chiffres.',
    failed: 'La carte n’a pas pu être vérifiée. Réessayez dans un instant.',
    testMode: 'Mode test\u00a0: aucune carte n’est débitée. Carte de test 4242\u00a04242\u00a04242\u00a04242.',
  },
};

export function sandboxLocale(value: unknown): SandboxLocale {
  return value === 'fr-CA' ? 'fr-CA' : 'en-CA';
}
