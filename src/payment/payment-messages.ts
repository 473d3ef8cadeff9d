import type { Messages } from '../../adapters/i18n/catalog';
import type { MessageArea } from '../i18n/AreaIntl';

/** The messages of the pages after the quote (schemas/content/<locale>/payment.json), loaded with those pages. */
export const PAYMENT_MESSAGES: MessageArea = {
  'en-CA': () => import('../../schemas/content/en-CA/payment.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../schemas/content/fr-CA/payment.json') as Promise<{ default: Messages }>,
};
