import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { FINANCE_OPTIONS, financePlan, financeTermsOf, type FinanceOption } from '../../adapters/finance';
import { pageOfLink, progressStateName, quickQuoteLinkForState, quickQuotePilot } from '../../adapters/journey';
import type { Journey, Locale } from '../../adapters/types';
import type { ProgressState, QuickQuoteFinanceBody, QuickQuoteFinanceReply, StepsBody } from '../../adapters/api';
import { serverToday } from '../clock/today';
import { PROGRAM_TYPE } from '../config-service/clients';
import type { Database, ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { requestLocale } from '../i18n/locale';
import { mergeStates } from '../proposals/proposal';
import { checkSteps, MAX_STEP_BYTES, stepTooLarge } from '../proposals/steps';
import { recordCreation } from '../proposals/transition';
import { readQuickQuoteToken } from './cookie';
import { findQuickQuote, linkRegistration, lockedForRegistration, markHandedOff, quickQuoteById, saveQuickQuote, type QuickQuoteRow } from './store';
import { brandsConfig } from '../shared-config/current';

type BrandEntry = { financing?: false | Record<string, number>; quoteUnavailableMessage?: Record<Locale, string> };

/** The program's brand values over the shared ones (brandsConfig). */
function brandOf(client: string): BrandEntry {
  const brands = brandsConfig();
  return { ...(brands as BrandEntry), ...((brands.clients as Record<string, BrandEntry>)[client] ?? {}) };
}

/** The pilot's name and e-mail of a quick quote: registration keeps them (docs/requirements.md §2.12). */
export interface QuickQuotePilot {
  first_name: string;
  last_name: string;
  email: string;
}

/** The quick-quote use cases (docs/requirements.md §2.12); routes stay thin and call these. */
export class QuickQuoteService {
  constructor(private readonly app: FastifyInstance) {}

  /** The program's quick-quote journey, or 404 when it offers none. */
  journey(client: string): Journey {
    const journey = this.app.layouts.quickQuoteJourney(client)?.journey;
    if (!journey) throw domainError('quickQuoteUnavailable');
    return journey;
  }

  /**
   * The request's live quick quote: 401 without one (no cookie, unknown, expired), 409 once it became
   * an application, 403 when the request names another program (header `client`).
   */
  async current(request: FastifyRequest): Promise<QuickQuoteRow> {
    const row = await findQuickQuote(this.app.db, readQuickQuoteToken(request));
    if (!row) throw domainError('quickQuoteMissing');
    if (row.handed_off_proposal_id) throw domainError('quickQuoteHandedOff');
    const asked = request.headers.client;
    if (typeof asked === 'string' && asked !== '' && asked !== row.client) throw domainError('quickQuoteOtherProgram');
    return row;
  }

  /**
   * Saves steps at the visitor's revision, each checked by the page its quick-quote step shows with the
   * same checks as a normal save; once every step before the premium is saved the quick quote is rated
   * again, so its quotes always price its answers.
   */
  async save(request: FastifyRequest, revision: number, body: StepsBody): Promise<QuickQuoteRow> {
    const row = await this.current(request);
    if (row.revision !== revision) throw domainError('staleRevision', { extra: { current_revision: row.revision } });
    const journey = this.journey(row.client);
    if (!quickQuoteLinkForState(journey, body.current_progress_state)) {
      throw domainError('unknownProgressState', { values: { state: body.current_progress_state, client: row.client } });
    }
    const tooLarge = stepTooLarge(body.progress_states);
    if (tooLarge) throw domainError('stepTooLarge', { values: { ...tooLarge, max: MAX_STEP_BYTES } });
    const locale = requestLocale(request);
    const pageFor = (state: string) => {
      const link = quickQuoteLinkForState(journey, state);
      return link && pageOfLink(link);
    };
    const checked = checkSteps(this.app.layouts, row.client, body.progress_states, { locale, role: 'applicant', applicationType: 'NEW', today: serverToday() }, row.progress_states, pageFor);
    if (!checked.ok) {
      if ('unknownStep' in checked) throw domainError('unknownStep', { values: { step: checked.unknownStep, client: row.client } });
      throw domainError('fieldsInvalid', { messageList: checked.errors });
    }
    const states = mergeStates(row.progress_states, checked.states);
    const quotes = isRatable(journey, states) ? await this.app.rateProposal({ id: row.id, client: row.client, progress_states: states }, { locale }) : [];
    const saved = await saveQuickQuote(this.app.db, row, revision, { current_progress_state: body.current_progress_state, progress_states: states, quotes });
    if (!saved) {
      const now = await quickQuoteById(this.app.db, row.id);
      if (now?.handed_off_proposal_id) throw domainError('quickQuoteHandedOff');
      throw domainError('staleRevision', { extra: { current_revision: now?.revision ?? row.revision } });
    }
    return saved;
  }

  /**
   * The finance plan of one of the quick quote's own quotes (financePlan of adapters/finance): the
   * browser names the quote, never its amounts. Without terms or a payment to finance, the brand's
   * quote-unavailable message.
   */
  async finance(request: FastifyRequest<{ Body: QuickQuoteFinanceBody }>): Promise<QuickQuoteFinanceReply> {
    const row = await this.current(request);
    const wrapper = row.quotes.find((q) => q.id === request.body.quote.id || q.quote.id === request.body.quote.id);
    if (!wrapper) throw domainError('quickQuoteUnknownQuote');
    const brand = brandOf(row.client);
    const option: FinanceOption = FINANCE_OPTIONS.includes(request.body.option as FinanceOption) ? (request.body.option as FinanceOption) : 'MONTHLY';
    const terms = financeTermsOf(brand as { financing?: false });
    const plan = terms && financePlan(wrapper.quote, terms, option);
    if (!plan) return { available: false, message: brand.quoteUnavailableMessage?.[requestLocale(request)] ?? '' };
    return { available: true, ...plan };
  }

  /** Names the registration started from the quick quote: its end hands the quick quote off. */
  async linkRegistration(row: QuickQuoteRow, registrationIdHash: string): Promise<void> {
    await linkRegistration(this.app.db, row.id, registrationIdHash);
  }

  /** The pilot a registration from this quick quote keeps; 409 before the premium was reached. */
  pilotOf(row: QuickQuoteRow): QuickQuotePilot {
    const journey = this.journey(row.client);
    const pilot = quickQuotePilot(row.progress_states);
    if (!isRatable(journey, row.progress_states) || !pilot.first_name || !pilot.last_name || !pilot.email) throw domainError('quickQuoteNotRated');
    return pilot;
  }

  /**
   * Turns the quick quote into the new customer's application, inside the registration's transaction:
   * the quick quote's row is locked and must not be handed off yet, so two submits make one application.
   * The steps the full journey knows are carried, not completed (the applicant walks and saves each);
   * the quotes are not, as the full journey asks more than the quick quote priced.
   */
  async handOff(trx: Transaction<Database>, registrationIdHash: string, customer: { customerNumber: string; login: string }): Promise<ProposalRow> {
    const row = await lockedForRegistration(trx, registrationIdHash);
    if (!row) throw domainError('quickQuoteMissing');
    if (row.handed_off_proposal_id) throw domainError('quickQuoteHandedOff');
    const full = this.app.layouts.journey(row.client)?.journey;
    const known = row.progress_states.filter((s) => full && this.app.layouts.routeForState(row.client, s.name));
    const carried: ProgressState[] = known.map((s) => ({ ...s, completed: false }));
    const proposal = await this.app.proposals.create(
      {
        customer_number: customer.customerNumber,
        client: row.client,
        program_type: PROGRAM_TYPE[row.client] ?? row.client,
        type: 'NEW',
        status: 'IN_PROGRESS',
        current_progress_state: full ? progressStateName(full.links[0]!) : null,
        progress_states: JSON.stringify(carried),
        quotes: '[]',
        utm: JSON.stringify(null),
        revision: 1,
        created_by: customer.login,
        is_quick_renewal_journey_active: false,
      },
      trx,
    );
    await recordCreation(trx, proposal, customer.login);
    await markHandedOff(trx, row.id, proposal.id);
    return proposal;
  }
}

/** Rated once every step before the last (the premium) is saved. */
function isRatable(journey: Journey, states: readonly ProgressState[]): boolean {
  const names = new Set(states.map((s) => s.name));
  return journey.links.slice(0, -1).every((link) => names.has(progressStateName(link)));
}
