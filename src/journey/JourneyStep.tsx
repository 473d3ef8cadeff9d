import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { CompiledLayout, FormData, Journey, JourneyLink } from '../../adapters/types';
import { compileLayout } from '../../adapters/compile';
import { applicationAnswers, nextLink, nextIsQuote, otherStepsAnswers, previousLink, progressStateName } from '../../adapters/journey';
// the rule engine, which title rules need, is part of the step page (not of the index, which sign-in reads)
import { navTitle, pageTitles } from '../../adapters/journey/title-rules';
import { isLocked } from '../../adapters/status';
import { JourneyForm } from '../../widgets/journey-form';
import type { Proposal } from '../../adapters/api';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { applicantUser, viewOf, type Session } from '../session/session';
import { Notice } from '../shell/Notice';
import { Stepper } from '../shell/Stepper';
import { PageMedia } from './PageMedia';
import { SaveAlerts, SavedNotice } from './SaveAlerts';
import { StepButtons, type SubmitIntent } from './StepButtons';
import { READ_ONLY_VISIT } from './read-only-visit';
import { buildStepper, savedSteps } from '../../adapters/journey/stepper';
import { useSaveStep } from './useSaveStep';
import { can } from '../../adapters/identity/permissions';
import { useDraft } from './useDraft';
import { DraftNotice } from './DraftNotice';
import { Loading } from '../shell/Loading';
import { useStepperDesign } from './useStepperDesign';
import { WithValidators } from './WithValidators';
import { useLookups } from './useLookups';
import { LazyCsrBanner } from './LazyCsrBanner';
import { useCsrEditableFields } from '../api/config';
import { useDocumentsClient } from '../api/documents';
import { LazyQuickRenewFrame } from '../renewal/LazyQuickRenewFrame';
import { useRegularRenewal } from '../renewal/useRegularRenewal';
import { restoreFocus, takeOverFirstPaint, type CarriedFocus } from './take-over';
import { whenAppDrawn } from '../app/first-paint';

/** A locked application's answers are shown the way a CSR sees them: every field read-only. */
const READ_ONLY_CONTEXT = { csr: true };

interface Props {
  journey: Journey;
  link: JourneyLink;
  page: Parameters<typeof compileLayout>[0];
  proposal: Proposal | null;
  session: Session;
}

/**
 * One step of the journey: stepper, heading, and the form compiled from the layout for this
 * locale, program, application type and role, filled with the answers saved for this step.
 */
export function JourneyStep({ journey, link, page, proposal, session }: Props) {
  const intl = useIntl();
  const base = useBase();
  const lookups = useLookups();
  const navigate = useNavigate();
  const type = session.applicationType;
  // docs/requirements.md §2.7: steps are locked once the quote is accepted, referred, approved or bound
  const editable = !proposal || !isLocked(proposal.status);
  // docs/requirements.md §8.1: a CSR's view never saves; its buttons and stepper only move between pages
  const csrView = viewOf(session) === 'csr';
  const role = editable ? viewOf(session) : 'csr';
  const csrEditable = useCsrEditableFields(csrView);
  const compiled: CompiledLayout = useMemo(
    () => compileLayout(page, { locale: base.locale, program: base.program.client, applicationType: type, role, ...(csrView && csrEditable ? { csrEditable } : {}) }),
    [page, base.locale, base.program.client, type, role, csrView, csrEditable],
  );
  const progressState = progressStateName(link);
  const saved = proposal?.progress_states.find((s) => s.name === progressState)?.form_elements;
  // One object per saved version: the form starts over only when the saved answers change.
  const data = useMemo<FormData>(() => (saved ?? {}) as FormData, [saved]);
  // what the page's rules read as `$answers`, as the server gives them on a save
  const states = proposal?.progress_states;
  const answers = useMemo<FormData>(() => otherStepsAnswers(states ?? [], progressState), [states, progressState]);
  const next = nextLink(journey, link.route_name, type);
  const previous = previousLink(journey, link.route_name, type);
  const { save, saveAndGo, reload, busy, retrying, problem, saved: savedHere } = useSaveStep({
    proposal,
    progressState,
    nextRoute: next?.route_name,
    nextIsQuote: nextIsQuote(journey, link.route_name, type),
  });
  // every step's answers: what the stepper's and the page's title rules read
  const all = useMemo(() => applicationAnswers(states ?? []), [states]);
  const titles = useMemo(() => pageTitles(page, all), [page, all]);
  const design = useStepperDesign();
  const user = useMemo(() => applicantUser(session), [session]);
  const stepper = useMemo(
    () => buildStepper(journey, link.route_name, type, savedSteps(proposal), { answers: all, csr: csrView }),
    [journey, link.route_name, type, proposal, all, csrView],
  );
  const go = (route: string) => navigate(paths.step(base.path, route));
  // docs/requirements.md §2.11: in quick-renewal mode the quick-renew header and progress bar replace the stepper
  const quickRenew = type === 'QUICK_RENEWAL';
  const regular = useRegularRenewal(journey, proposal);
  const documents = useDocumentsClient();
  // Save changes and Done stay on the page; Continue (and Enter) moves on
  const intent = useRef<SubmitIntent>('continue');
  // what was typed and not saved, kept on the server (useDraft): the form starts from it when there is one
  const draft = useDraft({ enabled: editable && !!proposal && can.workOnOwnApplication(session.principal), revision: proposal?.progress_states_revision, progressState, saved: data });
  const restored = draft.restored?.form_elements as FormData | undefined;
  const initial = restored ?? data;
  // After a reload the form starts again from the answers saved now.
  const [formKey, setFormKey] = useState(0);
  // What is on the page now, for Back (which saves without validating).
  const current = useRef<FormData>(initial);
  // whether the page holds answers the applicant typed: changed since the form started, or restored
  const typedHere = useRef(false);
  useEffect(() => {
    current.current = initial;
    typedHere.current = false;
  }, [initial, formKey]);
  const typedAnswers = () => (typedHere.current || restored ? current.current : undefined);
  // the form starts afresh from new answers (saved, reloaded, restored): only the applicant's own changes are typing
  const starts = useRef({ initial, count: 0 });
  if (starts.current.initial !== initial) starts.current = { initial, count: starts.current.count + 1 };
  // one function for the form's life: a new one would make the form take its answers from `data` again
  const { typed } = draft;
  const onChange = useCallback(
    (answers: FormData) => {
      current.current = answers;
      typedHere.current = true;
      typed(answers);
    },
    [typed],
  );
  // what was typed into the server's static form before the app ran (src/app/first-paint.ts): the form starts again from it
  const [carried, setCarried] = useState<{ data: FormData; focus?: CarriedFocus }>();
  const takeOver = useCallback(() => {
    const taken = takeOverFirstPaint(link.route_name);
    if (!taken || Object.keys(taken.changed).length === 0) {
      if (taken?.focus) restoreFocus(taken.focus);
      return;
    }
    const answers = { ...current.current, ...taken.changed };
    setCarried({ data: answers, focus: taken.focus });
    onChange(answers);
  }, [link.route_name, onChange]);
  useLayoutEffect(() => {
    if (carried?.focus) restoreFocus(carried.focus);
  }, [carried]);
  /** Saves through `send`; the save discards the step's draft on the server, so none is written meanwhile. */
  const saving = (send: () => Promise<boolean>) => {
    const [step, answers] = [progressState, typedAnswers()];
    draft.pause();
    void send().then((ok) => {
      if (ok) return draft.stepSaved(step);
      draft.resume();
      // not saved (invalid after Back, offline): what was typed is kept as the step's draft instead
      if (answers) draft.typed(answers, { name: step, saved: data });
    });
  };

  useEffect(() => {
    document.title = `${titles.title[base.locale]} · ${intl.formatMessage({ id: `app.program.${base.program.client}` })}`;
  }, [titles.title, base.locale, intl, base.program.client]);
  // a save that stays starts the form again from the saved answers: multi-field items collapse
  useEffect(() => {
    if (savedHere > 0) setFormKey((k) => k + 1);
  }, [savedHere]);

  return (
    <div className={quickRenew ? 'journey journey-quick-renew' : 'journey'}>
      {quickRenew ? (
        <LazyQuickRenewFrame step={stepper.current} steps={stepper.total} />
      ) : (
        <Stepper
          model={stepper}
          design={design}
          canRevisit={editable || csrView}
          onGo={csrView ? go : editable ? (route) => saving(() => saveAndGo(current.current, route)) : undefined}
        />
      )}
      <div className="journey-content">
        {csrView && proposal && <LazyCsrBanner proposalId={proposal.id} customerNumber={proposal.customer_number} />}
        <h1 tabIndex={-1}>{titles.heading[base.locale]}</h1>
        {compiled.meta.subheading && <p className="journey-subheading">{compiled.meta.subheading}</p>}
        <PageMedia tags={compiled.meta.tags} title={titles.title[base.locale]} />
        <SaveAlerts
          problem={problem ?? (draft.conflict ? { kind: 'conflict' } : undefined)}
          retrying={retrying}
          onReload={() => {
            const typed = typedAnswers();
            void reload()
              .then((now) => {
                // what was typed here stays, as the step's draft at the new revision
                const nowSaved = (now?.progress_states.find((s) => s.name === progressState)?.form_elements ?? {}) as FormData;
                if (now) return draft.keep(typed, now.progress_states_revision, nowSaved);
              })
              .then(() => setFormKey((k) => k + 1));
          }}
        />
        {draft.restored && (
          <DraftNotice
            savedAt={draft.restored.saved_at}
            onDiscard={() => void draft.discard()}
          />
        )}
        {!problem && <SavedNotice count={savedHere} message={intl.formatMessage({ id: next ? 'app.journey.savedChanges' : 'app.journey.saved' })} />}
        {/* a CSR's banner already says nothing is saved */}
        {!editable && !csrView && <Notice kind="info">{intl.formatMessage({ id: 'app.journey.locked' })}</Notice>}
        {regular.problem && <Notice kind="error">{regular.problem}</Notice>}
        {!draft.ready && <Loading />}
        {draft.ready && <WithValidators client={base.program.client} compiled={compiled}>
          <JourneyForm
            key={`${link.route_name}-${formKey}-${starts.current.count}${carried ? '-carried' : ''}`}
            compiled={compiled}
            data={carried?.data ?? initial}
            answers={answers}
            saved={data}
            user={user}
            locale={base.locale}
            formContext={editable ? undefined : READ_ONLY_CONTEXT}
            lookups={lookups}
            documents={documents}
            serverErrors={problem?.kind === 'rejected' ? problem.errors : undefined}
            onChange={onChange}
            onPopupAction={editable && !csrView ? () => void regular.go() : undefined}
            onSubmit={(answers: FormData) => {
              // a CSR's Enter in a field moves on as Continue does, without saving
              if (csrView) return next && go(next.route_name);
              current.current = answers;
              const stay = intent.current === 'stay';
              intent.current = 'continue';
              saving(() => save(answers, { stay }));
            }}
          >
            <TakeOver onMount={takeOver} />
            <StepButtons
              buttons={compiled.meta.buttons}
              busy={busy}
              canSave={editable && !csrView}
              onContinue={csrView && next ? () => go(next.route_name) : undefined}
              onIntent={(chosen) => {
                intent.current = chosen;
              }}
              nextTitle={design === 'wings' && next ? navTitle(next, all)[base.locale] : undefined}
              backTitle={design === 'wings' && previous ? navTitle(previous, all)[base.locale] : undefined}
              onBack={
                !previous
                  ? undefined
                  : csrView
                    ? () => go(previous.route_name)
                    : editable
                    ? () => saving(() => saveAndGo(current.current, previous.route_name))
                    : () => navigate(paths.step(base.path, previous.route_name), { state: READ_ONLY_VISIT })
              }
            />
          </JourneyForm>
        </WithValidators>}
      </div>
    </div>
  );
}

/** Rendered with the live form: once it is on screen, the static first paint hands over to it. */
function TakeOver({ onMount }: { onMount: () => void }) {
  useLayoutEffect(() => whenAppDrawn(onMount), [onMount]);
  return null;
}
