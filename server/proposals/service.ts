import { can, viewerOf } from '../../adapters/identity/permissions';
import type { Kysely } from 'kysely';
import { serverNow, serverToday } from '../clock/today';
import { applicationTypeOf, isQuoteRoute, isRatedRoute, nextIsQuote } from '../../adapters/journey';
import type { Locale } from '../../adapters/types';
import type { Database, ProposalRow } from '../db/schema';
import type { LayoutStore } from '../config-service/layout-store';
import { PROGRAM_TYPE } from '../config-service/clients';
import { isInReview, isLocked, isOpen, type Action, type Status } from '../../adapters/status';
import { DomainError, domainError } from '../errors/domain-error';
import type { CsrReviewRequiredFn, RateProposalFn } from '../rating/plugin';
import type { SessionUser } from '../session/session-store';
import { assertCanAccess, targetCustomer } from './access';
import { mergeStates, toProposal } from './proposal';
import { proposalQuoteDaysLeft } from './quote-expiry';
import { isQuoteExpired } from '../../adapters/quotes';
import { changesRatedAnswers } from './rated-answers';
import type { ProposalChanges, ProposalRepository } from './repository';
import type { Discard, DraftRepository } from './drafts';
import { checkSteps, MAX_STEP_BYTES, stepTooLarge } from './steps';
import { recordCreation, type Transition } from './transition';
import type { CsrReviewReply, ProgressState, StepInput, StepsBody } from '../../adapters/api';

export interface RequestScope {
  user: SessionUser;
  locale: Locale;
  /** customer_number header */
  customerNumber?: string;
  /** the user's own live proposal when it was read with the session (null: they have none) */
  own?: ProposalRow | null;
}

interface Deps {
  db: Kysely<Database>;
  repo: ProposalRepository;
  /** drafts a write makes obsolete go in its transaction */
  drafts: DraftRepository;
  layouts: LayoutStore;
  transition: Transition;
  /** rating: quotes for the answers just saved (a save with generate_quote) */
  rateProposal: RateProposalFn;
  /** rating: whether an accepted quote must be referred to a CSR */
  csrReviewRequired: CsrReviewRequiredFn;
}

/** A status change a write carries. */
interface StatusChange {
  to: Status;
  action: Action;
}

function stale(current: number | undefined): DomainError {
  if (current === undefined) return domainError('proposalNotFound');
  return domainError('staleRevision', { extra: { current_revision: current } });
}

/** The proposal use cases; routes stay thin and call these. */
export class ProposalService {
  constructor(private readonly deps: Deps) {}

  /** The request's proposal, checked for access; 404 when there is none. */
  async current(scope: RequestScope): Promise<ProposalRow> {
    const customer = targetCustomer(scope.user, scope.customerNumber);
    const row = scope.own !== undefined && customer === scope.user.customer_number ? (scope.own ?? undefined) : await this.deps.repo.liveFor(customer);
    if (!row) throw domainError('proposalNotFound');
    assertCanAccess(scope.user, row);
    return row;
  }

  async byId(scope: RequestScope, id: string): Promise<ProposalRow> {
    const row = await this.deps.repo.byId(id);
    if (!row) throw domainError('proposalNotFound');
    assertCanAccess(scope.user, row);
    return row;
  }

  async create(scope: RequestScope, body: StepsBody, type: string): Promise<ProposalRow> {
    const { user } = scope;
    if (!can.workOnOwnApplication(user) || !user.customer_number || !user.client) {
      throw domainError('onlyApplicantsCreate');
    }
    const customer = targetCustomer(user, scope.customerNumber);
    const existing = await this.deps.repo.liveFor(customer);
    if (existing) throw this.exists(existing.revision);
    const states = this.check(user.client, body.progress_states, scope, type);
    this.checkProgressState(user.client, body.current_progress_state);
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        const row = await this.deps.repo.create(
          {
            customer_number: customer,
            client: user.client!,
            program_type: PROGRAM_TYPE[user.client!] ?? user.client!,
            type,
            status: 'IN_PROGRESS',
            current_progress_state: body.current_progress_state,
            progress_states: JSON.stringify(states),
            quotes: '[]',
            utm: JSON.stringify(body.utm ?? null),
            revision: 1,
            created_by: user.login,
            is_quick_renewal_journey_active: type === 'QUICK_RENEWAL',
          },
          trx,
        );
        await recordCreation(trx, row, user.login);
        return row;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        const now = await this.deps.repo.liveFor(customer);
        throw this.exists(now?.revision ?? 1);
      }
      throw err;
    }
  }

  /** Saves steps at the caller's revision; may generate quotes (header generate_quote). */
  async save(scope: RequestScope, revision: number, body: StepsBody, generateQuote: boolean): Promise<ProposalRow> {
    const row = await this.current(scope);
    if (row.revision !== revision) throw stale(row.revision);
    // docs/requirements.md §2.7: the steps are locked once the quote is accepted, referred or bound; the CSR flow
    // never saves either, so the answers a decision was made on stay as they were
    if (isLocked(row.status)) {
      throw domainError('proposalLocked', { values: { status: row.status } });
    }
    const states = this.check(row.client, body.progress_states, scope, row.type, row.progress_states);
    this.checkProgressState(row.client, body.current_progress_state);
    const changes: ProposalChanges = {
      progress_states: mergeStates(row.progress_states, states),
      current_progress_state: body.current_progress_state,
      ...(body.utm ? { utm: body.utm } : {}),
    };
    let quoted = false;
    if (generateQuote && isOpen(row.status) && this.nextIsQuote(row.client, row.type, body)) {
      const preview = toProposal({ ...row, progress_states: changes.progress_states!, current_progress_state: body.current_progress_state });
      const quotes = await this.deps.rateProposal(preview, { locale: scope.locale });
      changes.quotes = quotes;
      quoted = quotes.length > 0;
      changes.quoted_at = quoted ? serverNow() : null;
    }
    let status: StatusChange | undefined;
    if (quoted && row.status !== 'QUOTED') status = { to: 'QUOTED', action: 'QUOTE' };
    else if (row.status === 'QUOTED' && !quoted && (changes.quotes !== undefined || this.changesRatedAnswers(row, states))) {
      // the quotes would price answers the application no longer has (docs/rating.md)
      changes.quotes = [];
      changes.quoted_at = null;
      status = { to: 'IN_PROGRESS', action: 'EDIT' };
    }
    // the saved steps' drafts are obsolete: they go with the save, never outlive it
    return this.write(row, revision, changes, status, scope.user, states.map((s) => s.name));
  }

  /** A fresh application in the same proposal: steps and quotes cleared, back to IN_PROGRESS. */
  async startOver(scope: RequestScope, revision: number): Promise<ProposalRow> {
    const row = await this.current(scope);
    // a fresh application: nothing of the last one's decisions or (voided) policy carries over
    const changes: ProposalChanges = {
      progress_states: [], quotes: [], current_progress_state: null, accepted_quote_id: null,
      issued_policy_id: null, issued_policy_number: null, billing_account_number: null, approved_timestamp: null, referal_date: null, quoted_at: null, bind_date: null, terms_accepted_at: null,
    };
    return this.write(row, revision, changes, row.status !== 'IN_PROGRESS' ? { to: 'IN_PROGRESS', action: 'START_OVER' } : undefined, scope.user, 'all');
  }

  /**
   * An expired quote is dropped for a new one (docs/requirements.md §5.9): the answers stay, the quotes,
   * the accepted one and any approval go, and the application is back IN_PROGRESS to be quoted again.
   */
  async requote(scope: RequestScope, revision: number): Promise<ProposalRow> {
    const row = await this.current(scope);
    if (row.revision !== revision) throw stale(row.revision);
    if (!isQuoteExpired(proposalQuoteDaysLeft(row))) throw domainError('quoteNotExpired');
    const changes: ProposalChanges = { quotes: [], quoted_at: null, accepted_quote_id: null, approved_timestamp: null, terms_accepted_at: null };
    return this.write(row, revision, changes, { to: 'IN_PROGRESS', action: 'QUOTE_EXPIRED' }, scope.user);
  }

  /**
   * The applicant accepts the terms and conditions of a CSR-approved application (docs/requirements.md
   * §6.1): recorded once, as the revision's write; the policy is created only after it. Only the
   * applicant (the route's guard), only in CSR_APPROVED (409 termsNotOpen otherwise); asking again answers it unchanged.
   */
  async acceptTerms(scope: RequestScope, revision: number): Promise<ProposalRow> {
    const row = await this.current(scope);
    if (row.status !== 'CSR_APPROVED') throw domainError('termsNotOpen', { values: { status: row.status } });
    if (row.terms_accepted_at) return row;
    if (row.revision !== revision) throw stale(row.revision);
    return this.write(row, revision, { terms_accepted_at: serverNow() }, undefined, scope.user);
  }

  /** Deletes the application: CANCELLED, then gone from the customer's live proposal. */
  async remove(scope: RequestScope, revision: number): Promise<ProposalRow> {
    const row = await this.current(scope);
    return this.write(row, revision, { deleted_at: serverNow() }, { to: 'CANCELLED', action: 'CANCELLED' }, scope.user, 'all');
  }

  /** Refers an accepted quote to a CSR when the review rule says so. */
  async csrReview(scope: RequestScope): Promise<CsrReviewReply> {
    const row = await this.current(scope);
    if (isInReview(row.status)) return { review_required: true };
    const required = await this.deps.csrReviewRequired(toProposal(row));
    if (required) {
      await this.write(row, row.revision, { referal_date: serverNow() }, { to: 'PENDING_CSR_REVIEW', action: 'SEND_TO_CSR_REVIEW' }, scope.user);
    }
    return { review_required: required };
  }

  /**
   * One transactional write at `revision`: the row update (revision + 1) and its status change,
   * under its named action of adapters/status, through the status writer (transition.ts), and the
   * drafts it makes obsolete deleted.
   */
  private async write(row: ProposalRow, revision: number, changes: ProposalChanges, status: StatusChange | undefined, user: SessionUser, discard?: Discard): Promise<ProposalRow> {
    const { repo, db, drafts } = this.deps;
    if (!status && !discard) {
      // a single conditional UPDATE is atomic on its own
      const updated = await repo.updateAtRevision(row, revision, changes);
      if (!updated) throw stale((await repo.byId(row.id))?.revision);
      return updated;
    }
    return db.transaction().execute(async (trx) => {
      const updated = await repo.updateAtRevision(row, revision, changes, trx);
      if (!updated) throw stale((await repo.byId(row.id, trx))?.revision);
      if (discard) await drafts.discard(row.id, discard, trx);
      return status ? this.deps.transition(trx, { proposal: updated, to: status.to, action: status.action, actor: user.login }) : updated;
    });
  }

  /** current_progress_state must name a step of the program's journey, found as a saved step would be. */
  private checkProgressState(client: string, state: string): void {
    if (!this.deps.layouts.routeForState(client, state)) {
      throw domainError('unknownProgressState', { values: { state, client } });
    }
  }

  /** Whether the saved steps change answers the quotes were priced on (a step before the quote page). */
  private changesRatedAnswers(row: ProposalRow, states: readonly ProgressState[]): boolean {
    const journey = this.deps.layouts.journey(row.client)?.journey;
    return changesRatedAnswers(row.progress_states, states, (name) => {
      const route = this.deps.layouts.routeForState(row.client, name);
      return !route || isRatedRoute(journey, route);
    });
  }

  private check(client: string, incoming: StepInput[], scope: RequestScope, type: string, saved: readonly ProgressState[] = []) {
    const tooLarge = stepTooLarge(incoming);
    if (tooLarge) throw domainError('stepTooLarge', { values: { ...tooLarge, max: MAX_STEP_BYTES } });
    const role = viewerOf(scope.user);
    const { first_name, last_name, email } = scope.user;
    const result = checkSteps(this.deps.layouts, client, incoming, {
      locale: scope.locale,
      role,
      // the account's names and e-mail prefill the applicant's own answers (docs/requirements.md §2.9)
      ...(role === 'applicant' ? { user: { first_name, last_name, email } } : {}),
      applicationType: applicationTypeOf(type),
      today: serverToday(),
    }, saved);
    if (result.ok) return result.states;
    if ('unknownStep' in result) {
      throw domainError('unknownStep', { values: { step: result.unknownStep, client } });
    }
    throw domainError('fieldsInvalid', { messageList: result.errors });
  }

  /** The save is on a quote page, or its last step is the one before the quote page for the application's type. */
  private nextIsQuote(client: string, type: string, body: StepsBody): boolean {
    const journey = this.deps.layouts.journey(client)?.journey;
    if (!journey) return false;
    const current = this.deps.layouts.routeForState(client, body.current_progress_state);
    if (current !== undefined && isQuoteRoute(current)) return true;
    const last = body.progress_states.at(-1);
    const savedRoute = last ? this.deps.layouts.routeForState(client, last.name) : undefined;
    return savedRoute !== undefined && nextIsQuote(journey, savedRoute, applicationTypeOf(type));
  }

  private exists(revision: number): DomainError {
    return domainError('proposalExists', { extra: { current_revision: revision } });
  }
}
