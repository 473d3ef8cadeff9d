import type { Messages } from '../../../adapters/i18n/catalog';
import type { MessageArea } from '../../i18n/AreaIntl';

/** The admin panel's messages (schemas/content/<locale>/admin.json), loaded with the page. */
export const ADMIN_MESSAGES: MessageArea = {
  'en-CA': () => import('../../../schemas/content/en-CA/admin.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../../schemas/content/fr-CA/admin.json') as Promise<{ default: Messages }>,
};
