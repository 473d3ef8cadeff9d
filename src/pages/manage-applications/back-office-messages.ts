import type { Messages } from '../../../adapters/i18n/catalog';
import type { MessageArea } from '../../i18n/AreaIntl';

/** The work list's messages (schemas/content/<locale>/backoffice.json), loaded with the page. */
export const BACK_OFFICE_MESSAGES: MessageArea = {
  'en-CA': () => import('../../../schemas/content/en-CA/backoffice.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../../schemas/content/fr-CA/backoffice.json') as Promise<{ default: Messages }>,
};
