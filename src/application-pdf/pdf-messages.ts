import type { MessageArea } from '../i18n/AreaIntl';

/** The download links' words (schemas/content/<locale>/pdf.json), loaded with them. */
export const PDF_MESSAGES: MessageArea = {
  'en-CA': () => import('../../schemas/content/en-CA/pdf.json'),
  'fr-CA': () => import('../../schemas/content/fr-CA/pdf.json'),
};
