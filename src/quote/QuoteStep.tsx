import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { compileLayout } from '../../adapters/compile';
import { can } from '../../adapters/identity/permissions';
import { formatLimit } from '../../adapters/format';
import { applicationAnswers, nextLink, otherStepsAnswers, previousLink, progressStateName } from '../../adapters/journey';
import { aircraftCount, approvedQuote, higherLimitAlternatives, primaryLimit } from '../../adapters/quotes';
import { isLocked } from '../../adapters/status';
import { isTagTrue } from '../../adapters/tags';
import type { FormData, Journey, JourneyLink } from '../../adapters/types';
import { QuoteTiles } from '../../widgets/complex/quote-tiles/QuoteTiles';
import { isBelowPriorTerm, preselectQuote } from '../../widgets/complex/quote-tiles/preselect';
import { JourneyForm } from '../../widgets/journey-form';
import { ErrorModal } from '../../widgets/modals';
import { ApiError } from '../api/client';
import type { Proposal } from '../../adapters/api';
import { patchProposal, proposalKey } from '../api/proposals';
import { acceptQuote } from '../api/quotes';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { viewOf, type Session } from '../session/session';
import { Notice } from '../shell/Notice';
import { Stepper } from '../shell/Stepper';
import { LazyQuickRenewFrame } from '../renewal/LazyQuickRenewFrame';
import { READ_ONLY_VISIT } from '../journey/read-only-visit';
import { StepButtons } from '../journey/StepButtons';
import { WithValidators } from '../journey/WithValidators';
import { buildStepper, savedSteps } from '../../adapters/journey/stepper';
import { LazyCsrBanner } from '../journey/LazyCsrBanner';
import { acceptAndContinue } from './accept-flow';
import { HigherLimitsModal } from './HigherLimitsModal';
import { CommissionTable } from './CommissionTable';
import { QuoteSummaryTable } from './QuoteSummaryTable';
import { aircraftAnswers, commissions, preferredLimit, summarize, toTiles } from './quote-view';
import { rememberSelection, rememberedSelection } from './selection';

interface Props {
  journey: Journey;
  link: JourneyLink;
  page: Parameters<typeof compileLayout>[0];
  proposal: Proposal;
  session: Session;
}

/**
 * The quote / quote-final step: the proposal's quotes as tiles (ordered by limit, preselected per
 * docs/requirements.md §5.5), the chosen quote's coverages and total, the layout's confirmation, then Accept.
 * A CSR-approved gold-wings application is offered its higher limits once, as the page opens (§5.8).
 */
export default function QuoteStep({ journey, link, page, proposal, session }: Props) {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const type = session.applicationType;
  const compiled = useMemo(
    () => compileLayout(page, { locale: base.locale, program: base.program.client, applicationType: type, role: viewOf(session) }),
    [page, base.locale, base.program.client, type, session],
  );
  const progressState = progressStateName(link);
  const saved = proposal.progress_states.find((s) => s.name === progressState)?.form_elements;
  const data = useMemo<FormData>(() => (saved ?? {}) as FormData, [saved]);
  const answers = useMemo<FormData>(() => otherStepsAnswers(proposal.progress_states, progressState), [proposal.progress_states, progressState]);
  const quotes = useMemo(() => proposal.quotes ?? [], [proposal.quotes]);
  const aircraft = useMemo(() => aircraftAnswers(proposal.progress_states), [proposal.progress_states]);
  const prior = proposal.prior_term_liability_limit ?? null;
  const [selected, setSelected] = useState(() =>
    preselectQuote(toTiles(quotes, undefined), {
      priorTermLimit: prior,
      previousSelectedId: proposal.accepted_quote_id ?? rememberedSelection(proposal.id),
      preferredLimit: preferredLimit(compiled.meta.tags, answers),
    }),
  );
  const alternatives = useMemo(
    () =>
      higherLimitAlternatives({
        client: base.program.client,
        status: proposal.status,
        aircraft: aircraftCount(applicationAnswers(proposal.progress_states)),
        quotes,
        acceptedQuoteId: proposal.accepted_quote_id,
      }),
    [base.program.client, proposal.status, proposal.progress_states, quotes, proposal.accepted_quote_id],
  );
  const approved = approvedQuote({ quotes, acceptedQuoteId: proposal.accepted_quote_id });
  // only the applicant switches their quote (PATCH quote); staff looking at the application are not asked
  const [offering, setOffering] = useState(() => alternatives.length > 0 && can.workOnOwnApplication(session.principal));
  const [switching, setSwitching] = useState(false);
  const [warning, setWarning] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; message: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const tiles = toTiles(quotes, selected);
  const chosen = quotes.find((q) => q.id === selected);
  const commission = chosen ? commissions(chosen.quote) : null;
  const previous = previousLink(journey, link.route_name, type);
  // docs/requirements.md §8.1: a CSR looks at the quotes and moves on; nothing is saved or accepted
  const csrView = viewOf(session) === 'csr';
  const next = csrView ? nextLink(journey, link.route_name, type) : undefined;
  const go = (route: string) => navigate(paths.step(base.path, route));
  const stepper = useMemo(
    () => buildStepper(journey, link.route_name, type, savedSteps(proposal), { csr: csrView }),
    [journey, link.route_name, type, proposal, csrView],
  );

  useEffect(() => {
    document.title = `${compiled.meta.title} · ${intl.formatMessage({ id: `app.program.${base.program.client}` })}`;
  }, [compiled.meta.title, intl, base.program.client]);

  const choose = (id: string) => {
    setSelected(id);
    rememberSelection(proposal.id, id);
    const tile = tiles.find((t) => t.id === id);
    if (tile && isBelowPriorTerm(tile, prior)) {
      setWarning(intl.formatMessage({ id: 'app.quote.lowerLimit.message' }, { limit: formatLimit(tile.limitAmount, base.locale), prior: formatLimit(prior ?? 0, base.locale) }));
    }
  };

  /** A switch after approval: the server keeps the application CSR_APPROVED and the page shows the new quote. */
  const switchTo = async (id: string) => {
    setSwitching(true);
    try {
      const updated = await acceptQuote(ctx, proposal.progress_states_revision, id);
      setSelected(id);
      rememberSelection(proposal.id, id);
      await mutate(proposalKey(ctx), updated, { revalidate: false });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.redirects) return navigate(paths.error(base.path, e.status));
      setFailure({ title: intl.formatMessage({ id: 'app.quote.alternatives.failed' }), message: e.serverMessage ?? intl.formatMessage({ id: e.statusTextId }) });
      await mutate(proposalKey(ctx));
    } finally {
      setSwitching(false);
      setOffering(false);
    }
  };

  const accept = async (answers: FormData) => {
    if (!selected) return;
    setBusy(true);
    try {
      // the page's own answers (its confirmation) are kept with the application, as on every step;
      // once accepted the steps are locked and only the choice of quote may change
      const current =
        Object.keys(answers).length > 0 && !isLocked(proposal.status)
          ? await patchProposal(ctx, proposal.progress_states_revision, { current_progress_state: progressState, progress_states: [{ name: progressState, completed: true, form_elements: answers }] })
          : proposal;
      const outcome = await acceptAndContinue(ctx, current, selected);
      await mutate(proposalKey(ctx));
      navigate(outcome.next === 'payment-confirmation' ? paths.paymentConfirmation(base.path) : paths.step(base.path, outcome.next));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.redirects) return navigate(paths.error(base.path, e.status));
      setFailure({ title: intl.formatMessage({ id: 'app.quote.failed.title' }), message: e.serverMessage ?? intl.formatMessage({ id: e.statusTextId }) });
      await mutate(proposalKey(ctx));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={type === 'QUICK_RENEWAL' ? 'journey journey-quick-renew' : 'journey'}>
      {/* docs/requirements.md §2.11: a quick renewal's progress bar, full on its quote */}
      {type === 'QUICK_RENEWAL' ? <LazyQuickRenewFrame step={stepper.current} steps={stepper.total} /> : <Stepper model={stepper} canRevisit={csrView} onGo={csrView ? go : undefined} />}
      <div className="journey-content">
        {csrView && <LazyCsrBanner proposalId={proposal.id} customerNumber={proposal.customer_number} />}
        <h1 tabIndex={-1}>{compiled.meta.heading ?? compiled.meta.title}</h1>
        {compiled.meta.subheading && <p className="journey-subheading">{compiled.meta.subheading}</p>}
        {quotes.length === 0 ? (
          <Notice kind="warning">{intl.formatMessage({ id: 'app.quote.none' })}</Notice>
        ) : (
          <>
            <QuoteTiles quotes={tiles} onSelect={choose} disabled={busy} />
            {proposal.quote_expiry_days != null && (
              <Notice kind={proposal.quote_expiry_days === 0 ? 'warning' : 'info'}>
                {intl.formatMessage({ id: proposal.quote_expiry_days === 0 ? 'app.quote.expired' : 'app.quote.validFor' }, { days: proposal.quote_expiry_days })}
              </Notice>
            )}
            {chosen && <QuoteSummaryTable summary={summarize(chosen.quote, aircraft)} locale={base.locale} zeroAsDash={isTagTrue(compiled.meta.tags.zero_as_dash)} />}
            {commission && <CommissionTable summary={commission} locale={base.locale} />}
          </>
        )}
        <WithValidators client={base.program.client} compiled={compiled}>
          <JourneyForm compiled={compiled} data={data} answers={answers} locale={base.locale} onSubmit={(answers: FormData) => (csrView ? next && go(next.route_name) : void accept(answers))}>
            <StepButtons
              buttons={compiled.meta.buttons}
              busy={false}
              canSave={!csrView && Boolean(chosen) && !busy}
              onContinue={next ? () => go(next.route_name) : undefined}
              onBack={previous ? () => navigate(paths.step(base.path, previous.route_name), { state: READ_ONLY_VISIT }) : undefined}
            />
          </JourneyForm>
        </WithValidators>
        {busy && <Notice kind="info">{intl.formatMessage({ id: 'app.quote.accepting' })}</Notice>}
        <ErrorModal
          open={warning !== undefined}
          title={intl.formatMessage({ id: 'app.quote.lowerLimit.title' })}
          message={warning}
          onClose={() => setWarning(undefined)}
        />
        <ErrorModal open={failure !== undefined} title={failure?.title} message={failure?.message} onClose={() => setFailure(undefined)} />
        <HigherLimitsModal
          open={offering}
          approvedLimit={approved ? primaryLimit(approved.quote) : 0}
          alternatives={alternatives.map((q) => ({ id: q.id, limit: primaryLimit(q.quote), premium: q.quote.full_premium_amount }))}
          locale={base.locale}
          busy={switching}
          onSwitch={(id) => void switchTo(id)}
          onKeep={() => setOffering(false)}
        />
      </div>
    </div>
  );
}
