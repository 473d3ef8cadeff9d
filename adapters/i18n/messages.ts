/**
 * UI messages, one file per area and locale under schemas/content/<locale>/<area>.json
 * (an area per owner keeps edits apart). Keys are namespaced by area: `validation.required`.
 * Values are ICU message syntax, formatted with @formatjs/intl (adapters, server) or react-intl.
 *
 * Every area of both locales, installed in the catalog on import: for the server, tools, tests
 * and stories. The browser app never imports this module: it loads one locale's browser areas
 * (src/i18n/load-messages.ts).
 */
import enValidation from '../../schemas/content/en-CA/validation.json';
import frValidation from '../../schemas/content/fr-CA/validation.json';
import enWidgets from '../../schemas/content/en-CA/widgets.json';
import frWidgets from '../../schemas/content/fr-CA/widgets.json';
import enApp from '../../schemas/content/en-CA/app.json';
import frApp from '../../schemas/content/fr-CA/app.json';
import enServer from '../../schemas/content/en-CA/server.json';
import frServer from '../../schemas/content/fr-CA/server.json';
import enReview from '../../schemas/content/en-CA/review.json';
import frReview from '../../schemas/content/fr-CA/review.json';
import enAdmin from '../../schemas/content/en-CA/admin.json';
import enPayment from '../../schemas/content/en-CA/payment.json';
import frAdmin from '../../schemas/content/fr-CA/admin.json';
import frPayment from '../../schemas/content/fr-CA/payment.json';
import enPdf from '../../schemas/content/en-CA/pdf.json';
import frPdf from '../../schemas/content/fr-CA/pdf.json';
import enLookups from '../../schemas/content/en-CA/lookups.json';
import frLookups from '../../schemas/content/fr-CA/lookups.json';
import enStudio from '../../schemas/content/en-CA/studio.json';
import frStudio from '../../schemas/content/fr-CA/studio.json';
import { LOCALES, type Locale } from '../types';
import { installMessages, type Messages } from './catalog';

export const CONTENT_AREAS = ['validation', 'widgets', 'app', 'server', 'review', 'admin', 'payment', 'pdf', 'lookups', 'studio'] as const;

/** the areas the browser formats at boot (`server.*` stays on the server; `review.*` and `admin.*` load with the back office's pages, `payment.*` with the pages after the quote, `lookups.*` with the registration-mark widget, `studio.*` with the layout studio) */
export const BROWSER_AREAS = ['validation', 'widgets', 'app'] as const;

export const MESSAGES: Record<Locale, Messages> = {
  'en-CA': { ...enValidation, ...enWidgets, ...enApp, ...enServer, ...enReview, ...enAdmin, ...enPayment, ...enPdf, ...enLookups, ...enStudio },
  'fr-CA': { ...frValidation, ...frWidgets, ...frApp, ...frServer, ...frReview, ...frAdmin, ...frPayment, ...frPdf, ...frLookups, ...frStudio },
};

for (const locale of LOCALES) installMessages(locale, MESSAGES[locale]);
