import type { Messages } from '../../adapters/i18n/catalog';
import type { MessageArea } from '../i18n/AreaIntl';

/** The quick quote's messages (schemas/content/<locale>/quickQuote.json), loaded with its pages. */
export const QUICK_QUOTE_MESSAGES: MessageArea = {
  'en-CA': () => import('../../schemas/content/en-CA/quickQuote.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../schemas/content/fr-CA/quickQuote.json') as Promise<{ default: Messages }>,
};
