import { errorAction, type CatalogueRecord, type ErrorAction, type Failure } from './catalogue';

/** What a page does with a failure it could show in place: its own words, the catalogue's, or leave. */
export type InPlace = { kind: 'own' } | ErrorAction;

/**
 * A failure a page handles in place (docs/requirements.md §10.5): the catalogue's record **of the
 * failure's own context** for its status, of its code or of code 0 ("any"), decides; inline and
 * onPage show its words in place, errorPage and redirect leave as the error page would. Without such
 * a record the page keeps its own words, which say more than a general error (the fields a 400
 * names, the wait of a 429). **Decision**: unlike the error page's look-up, "the first record of the
 * status" and generalError never stand in here: a record written for another code of the status
 * ("the highlighted fields") would be wrong for this one.
 */
export function inPlaceMessage(records: readonly CatalogueRecord[], failure: Failure, base: string): InPlace {
  const status = failure.status ?? 500;
  const code = failure.code ?? 0;
  const own = records.filter((r) => r.page === failure.page && r.status === status);
  const record = own.find((r) => r.errorCode === code) ?? own.find((r) => r.errorCode === 0);
  return record ? errorAction(record, failure, base) : { kind: 'own' };
}
