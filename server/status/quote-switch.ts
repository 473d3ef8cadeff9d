import type { QuoteWrapper } from '../../adapters/api';
import { aircraftCount, switchRefusal, type SwitchRefusal } from '../../adapters/quotes';
import type { ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import type { ErrorKind } from '../errors/table';
import { mergeAnswers } from '../rating/answers';

const REFUSED: Record<SwitchRefusal, ErrorKind> = { program: 'quoteSwitchProgram', aircraft: 'quoteSwitchAircraft', notHigher: 'quoteSwitchNotHigher' };

/**
 * A switch of a CSR-approved proposal to quote `toId` (docs/rating.md "Underwriting on the
 * server"): allowed only to the quotes the approval popup offers, `higherLimitAlternatives` of
 * adapters/quotes (gold wings, exactly one aircraft, a higher limit); otherwise a 409 naming why.
 */
export function switchAfterApproval(row: ProposalRow, toId: string): void {
  const refusal = switchRefusal(
    { client: row.client, aircraft: aircraftCount(mergeAnswers(row)), quotes: row.quotes as QuoteWrapper[], acceptedQuoteId: row.accepted_quote_id },
    toId,
  );
  if (refusal) throw domainError(REFUSED[refusal]);
}
