import type { Messages } from '../../../adapters/i18n/catalog';
import type { MessageArea } from '../../i18n/AreaIntl';

/** The maintenance pages' messages (schemas/content/<locale>/maintenance.json), loaded with them. */
export const MAINTENANCE_MESSAGES: MessageArea = {
  'en-CA': () => import('../../../schemas/content/en-CA/maintenance.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../../schemas/content/fr-CA/maintenance.json') as Promise<{ default: Messages }>,
};
