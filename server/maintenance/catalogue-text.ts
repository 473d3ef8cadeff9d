import { lookupError, messageOf, type CatalogueRecord } from '../../adapters/errors/catalogue';
import { ERROR_CODE } from '../../adapters/api/error-codes';
import { LOCALES, type Locale } from '../../adapters/types';
import { errorCatalogue } from '../shared-config/current';

type Bilingual = Record<Locale, string>;
type ShippedRecord = Omit<CatalogueRecord, 'title' | 'message' | 'errorType'> & { title: Bilingual; message: Bilingual; errorType: string };

const FAILURE = { status: 503, code: ERROR_CODE.maintenanceActive } as const;

/**
 * The error catalogue's words for a write refused during maintenance, in both languages, looked up
 * as the browser looks them up (docs/requirements.md §10.5): what the 503 reply says.
 */
export function maintenanceRefusalText(): Bilingual {
  const records = errorCatalogue().records as ShippedRecord[];
  const inLocale = (locale: Locale) =>
    records.map((r) => ({ ...r, title: r.title[locale], message: r.message[locale] }) as CatalogueRecord);
  return Object.fromEntries(LOCALES.map((l) => [l, messageOf(lookupError(inLocale(l), FAILURE, ''), FAILURE)])) as Bilingual;
}
