import type { Messages } from '../../../adapters/i18n/catalog';
import type { MessageArea } from '../../i18n/AreaIntl';

/** The review area's messages (schemas/content/<locale>/review.json), loaded with the page. */
export const REVIEW_MESSAGES: MessageArea = {
  'en-CA': () => import('../../../schemas/content/en-CA/review.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../../schemas/content/fr-CA/review.json') as Promise<{ default: Messages }>,
};
