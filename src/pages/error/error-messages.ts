import type { Messages } from '../../../adapters/i18n/catalog';
import type { MessageArea } from '../../i18n/AreaIntl';

/** The error pages' own messages (schemas/content/<locale>/errors.json), loaded with them. */
export const ERRORS_MESSAGES: MessageArea = {
  'en-CA': () => import('../../../schemas/content/en-CA/errors.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../../schemas/content/fr-CA/errors.json') as Promise<{ default: Messages }>,
};
