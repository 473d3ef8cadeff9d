import type { Messages } from '../../../adapters/i18n/catalog';
import type { MessageArea } from '../../i18n/AreaIntl';

/** The layout studio's messages (schemas/content/<locale>/studio.json), loaded with the page. */
export const STUDIO_MESSAGES: MessageArea = {
  'en-CA': () => import('../../../schemas/content/en-CA/studio.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../../schemas/content/fr-CA/studio.json') as Promise<{ default: Messages }>,
};
