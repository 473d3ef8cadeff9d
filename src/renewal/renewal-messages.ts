import type { Messages } from '../../adapters/i18n/catalog';
import type { MessageArea } from '../i18n/AreaIntl';

/** The quick renewal's messages (schemas/content/<locale>/renewal.json), loaded with its lazy parts only. */
export const RENEWAL_MESSAGES: MessageArea = {
  'en-CA': () => import('../../schemas/content/en-CA/renewal.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../schemas/content/fr-CA/renewal.json') as Promise<{ default: Messages }>,
};
