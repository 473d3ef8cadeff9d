import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { QuickQuote, QuickQuoteFinanceReply } from '../../../adapters/api';
import { quickQuotePercent } from '../../../adapters/journey/quick-quote-basics';
import { quickQuoteChoice } from '../../../adapters/quotes';
import type { CompiledLayout, FieldError, FormData, Journey, JourneyLink, LayoutPage } from '../../../adapters/types';
import type { FinanceData } from '../../../widgets/complex/finance-tile/FinanceTileWidget';
import { ApiError } from '../../api/client';
import { quickQuoteApi } from '../../api/quick-quote';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { Notice } from '../../shell/Notice';
import { QuickQuoteHeader } from '../../quick-quote/QuickQuoteHeader';
import type { JourneyKit } from './journey-kit';

/** The premium page's finance tile field and the coverage page's limit (the silver wings layouts). */
const FINANCE_FIELD = 'payment_term';
const LIMIT_FIELD = 'liability_limit';
const REGISTRATION = 'qq-registration';

interface Props {
  journey: Journey;
  link: JourneyLink;
  page: LayoutPage;
  quickQuote: QuickQuote;
  onSaved: (q: QuickQuote) => void;
  kit: JourneyKit;
}

type Plans = Partial<Record<'yearly' | 'monthly', QuickQuoteFinanceReply>>;

/**
 * One quick-quote page (docs/requirements.md §2.12): the header and progress bar, then the layout's
 * form, saved to the quick quote on Continue; the premium page shows the finance tile of the quote at
 * the chosen limit and leads to registration.
 */
export function QuickQuoteStep({ journey, link, page, quickQuote, onSaved, kit }: Props) {
  const { JourneyForm, WithValidators, compileLayout, otherStepsAnswers, progressStateName } = kit;
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const state = progressStateName(link);
  const index = journey.links.indexOf(link);
  const last = index === journey.links.length - 1;
  const compiled = useMemo(
    () => compileLayout(page, { locale: base.locale, program: base.program.client, applicationType: 'NEW', role: 'applicant' }),
    [compileLayout, page, base.locale, base.program.client],
  );
  const saved = quickQuote.progress_states.find((s) => s.name === state)?.form_elements;
  const data = useMemo<FormData>(() => (saved ?? {}) as FormData, [saved]);
  const answers = useMemo<FormData>(() => otherStepsAnswers(quickQuote.progress_states, state), [otherStepsAnswers, quickQuote.progress_states, state]);
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState<{ errors: FieldError[]; message?: string }>();
  const [option, setOption] = useState<'yearly' | 'monthly'>(data[FINANCE_FIELD] === 'monthly' ? 'monthly' : 'yearly');
  const plans = useFinancePlans(last ? quickQuote : undefined);
  const plan = plans[option];
  const shown = useMemo(() => withUnavailableMessage(compiled, plan), [compiled, plan]);
  const finance = useMemo<FinanceData | undefined>(() => (plan?.available ? plan : undefined), [plan]);
  const onChange = useCallback((now: FormData) => {
    if (now[FINANCE_FIELD] === 'monthly' || now[FINANCE_FIELD] === 'yearly') setOption(now[FINANCE_FIELD]);
  }, []);

  useEffect(() => {
    document.title = `${page.title[base.locale]} · ${intl.formatMessage({ id: 'quickQuote.header.title' })}`;
  }, [page.title, base.locale, intl]);

  async function save(values: FormData) {
    setBusy(true);
    setRejected(undefined);
    const next = journey.links[index + 1];
    try {
      const reply = await quickQuoteApi.save(ctx, quickQuote.progress_states_revision, {
        current_progress_state: next ? progressStateName(next) : state,
        progress_states: [{ name: state, completed: true, form_elements: values }],
      });
      onSaved(reply);
      navigate(paths.step(paths.quickQuote(base.path), next ? next.route_name : REGISTRATION));
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status < 500 && e.status !== 401) setRejected({ errors: e.messageList, message: e.serverMessage });
      else navigate(paths.error(base.path, e instanceof ApiError ? e.status : 0));
    }
  }

  const previous = journey.links[index - 1];
  const percent = quickQuotePercent(index, journey.links.length);
  return (
    <div className="journey qq-page">
      <QuickQuoteHeader percent={percent} />
      <div className="journey-content">
        <h1 tabIndex={-1}>{page.heading?.[base.locale] ?? page.title[base.locale]}</h1>
        {compiled.meta.subheading && <p className="journey-subheading">{compiled.meta.subheading}</p>}
        {rejected?.message && (
          <Notice kind="error">
            <p>{rejected.message}</p>
          </Notice>
        )}
        <WithValidators client={base.program.client} compiled={shown}>
          <JourneyForm
            key={link.route_name}
            compiled={shown}
            data={data}
            answers={answers}
            saved={data}
            locale={base.locale}
            finance={finance}
            serverErrors={rejected?.errors}
            onChange={onChange}
            onSubmit={(values: FormData) => void save(values)}
          >
            <div className="jf-actions step-buttons">
              {previous && (
                <button type="button" className="button secondary" onClick={() => navigate(paths.step(paths.quickQuote(base.path), previous.route_name))}>
                  {intl.formatMessage({ id: 'quickQuote.back' })}
                </button>
              )}
              <button type="submit" className="button" disabled={busy}>
                {intl.formatMessage({ id: last ? 'quickQuote.register' : 'quickQuote.continue' })}
              </button>
            </div>
          </JourneyForm>
        </WithValidators>
      </div>
    </div>
  );
}

/** Both plans of the quote at the chosen limit, asked of the server once the quick quote is rated. */
function useFinancePlans(quickQuote: QuickQuote | undefined): Plans {
  const ctx = useRequestContext();
  const [plans, setPlans] = useState<Plans>({});
  const asked = useRef<string | undefined>(undefined);
  const limit = quickQuote && Object.assign({}, ...quickQuote.progress_states.map((s) => s.form_elements))[LIMIT_FIELD];
  const quote = quickQuote && quickQuoteChoice(quickQuote.quotes, limit);
  useEffect(() => {
    if (!quote || asked.current === quote.id) return;
    asked.current = quote.id;
    void Promise.all([quickQuoteApi.finance(ctx, quote.id, 'YEARLY'), quickQuoteApi.finance(ctx, quote.id, 'MONTHLY')]).then(
      ([yearly, monthly]) => setPlans({ yearly, monthly }),
      () => setPlans({}),
    );
  }, [quote, ctx]);
  return plans;
}

/** Without finance data the tile shows the brand's quote-unavailable message the server gave. */
function withUnavailableMessage(compiled: CompiledLayout, plan: QuickQuoteFinanceReply | undefined): CompiledLayout {
  const ui = compiled.uiSchema[FINANCE_FIELD] as Record<string, unknown> | undefined;
  if (!ui || !plan || plan.available || !plan.message) return compiled;
  const options = { ...(ui['ui:options'] as Record<string, unknown>), unavailableMessage: plan.message };
  return { ...compiled, uiSchema: { ...compiled.uiSchema, [FINANCE_FIELD]: { ...ui, 'ui:options': options } } };
}
