import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { DashboardCard } from '../../../adapters/api';
import { can } from '../../../adapters/identity/permissions';
import { addPolicyDecision, dashboardSettingsOf, type CoverageType } from '../../../adapters/policies';
import { ApiError } from '../../api/client';
import { useBrandConfig } from '../../api/config';
import { addPolicy, useDashboard, workAs } from '../../api/dashboard';
import { ERROR_CODE } from '../../../adapters/api/error-codes';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { programByClient } from '../../../adapters/base/programs';
import { AreaIntl } from '../../i18n/AreaIntl';
import { RequireSession } from '../../session/RequireSession';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import ErrorPage from '../error/ErrorPage';
import { AddPolicyModal } from './AddPolicyModal';
import type { DashboardConfig } from './dashboard-config';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { NoticeModal } from './NoticeModal';
import { PolicyCard } from './PolicyCard';
import { applicationPath } from './application-path';
import './dashboard.css';

/**
 * {base}/dashboard (docs/requirements.md §11.4): the aviation customer's policies and applications
 * as cards, across their gold and silver wings customers, with the add-policy form.
 */
export default function DashboardPage() {
  const { locale } = useBase();
  return (
    <RequireSession>
      <AreaIntl area={DASHBOARD_MESSAGES} locale={locale}>
        <Dashboard />
      </AreaIntl>
    </RequireSession>
  );
}

type Notice = { kind: 'active' | 'max'; type: CoverageType; max: number };

function Dashboard() {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { session } = useSession();
  const base = useBase();
  // an applicant of a site with a dashboard (gold and silver wings); anyone else gets the 403 page without a call
  const applicant = can.workOnOwnApplication(session!.principal) && base.program.dashboard === true;
  const dashboard = useDashboard(applicant);
  const brand = useBrandConfig<DashboardConfig>();
  const redirect = useErrorRedirect();
  const go = useGoTo();
  const ctx = useRequestContext();
  const [busy, setBusy] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const title = m('dashboard.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!applicant) return <ErrorPage status={403} />;
  const error = dashboard.error ?? brand.error;
  // an applicant of a program without a dashboard
  if (error instanceof ApiError && error.status === 403) return <ErrorPage status={403} />;
  if (error) return redirect(error);
  if (!dashboard.data || !brand.data) return <Loading />;

  const config = brand.data.content.dashboard ?? {};
  const types = config.policyTypes ?? {};
  const { cards, first_name: firstName, today } = dashboard.data;
  const settings = dashboardSettingsOf(brand.data.content);

  const act = async (card: DashboardCard) => {
    setBusy(card.id);
    try {
      await go(card, card.customer_number === session!.customerNumber ? card.status : undefined);
    } catch (e) {
      setBusy(undefined);
      if (e instanceof ApiError) redirectOrShow(e);
      else throw e;
    }
  };
  const redirectOrShow = (e: ApiError) => setProblem(e.serverMessage ?? m(e.statusTextId));

  const add = async (type: CoverageType) => {
    // the rule the server applies again: a refusal needs no call
    const decision = addPolicyDecision(cards.map((c) => ({ type: c.coverage_type, status: c.status })), type, settings.maxNumberOfPolicy);
    if (decision.kind !== 'create') return refuse(decision.kind, type);
    setBusy('add');
    setProblem(undefined);
    try {
      const made = await addPolicy(ctx, type);
      await go({ client: made.client, customer_number: made.customer_number, status: 'i' }, undefined);
    } catch (e) {
      setBusy(undefined);
      if (!(e instanceof ApiError)) throw e;
      if (e.body?.code === ERROR_CODE.addPolicyActive) return refuse('active', type);
      if (e.body?.code === ERROR_CODE.addPolicyMax) return refuse('max', type);
      redirectOrShow(e);
    }
  };
  const refuse = (kind: Notice['kind'], type: CoverageType) => {
    setAdding(false);
    setNotice({ kind, type, max: settings.maxNumberOfPolicy[type] });
  };

  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{m('dashboard.heading', { firstName })}</h1>
      <p className="dashboard-lead">{m('dashboard.lead')}</p>
      <div className="dashboard-toolbar">
        <h2 id="dashboard-cards-title">{m('dashboard.cardsHeading')}</h2>
        <button type="button" className="button" onClick={() => { setProblem(undefined); setAdding(true); }}>
          {m('dashboard.addPolicy')}
        </button>
      </div>
      {problem && !adding && <p className="notice notice-error" role="alert">{problem}</p>}
      {cards.length === 0 ? (
        <p>{m('dashboard.empty')}</p>
      ) : (
        <ul className="dashboard-cards" aria-labelledby="dashboard-cards-title">
          {cards.map((card) => (
            <li key={card.id}>
              <PolicyCard
                card={card}
                today={today}
                current={card.customer_number === session!.customerNumber}
                busy={busy === card.id}
                onAction={(c) => void act(c)}
                texts={{
                  title: types[card.coverage_type] ?? card.coverage_type,
                  badge: config.policyStatus?.[card.status] ?? card.status,
                  action: config.policyStatusBtn?.[card.status],
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <AddPolicyModal typeLabels={types} busy={busy === 'add'} problem={problem} onCancel={() => setAdding(false)} onSubmit={(type) => void add(type)} />
      )}
      {notice && (
        <NoticeModal
          title={m(notice.kind === 'active' ? `dashboard.notice.active.${notice.type}.title` : 'dashboard.notice.max.title')}
          message={m(notice.kind === 'active' ? `dashboard.notice.active.${notice.type}.message` : 'dashboard.notice.max.message', { type: types[notice.type] ?? notice.type, max: notice.max })}
          onClose={() => setNotice(undefined)}
        />
      )}
    </section>
  );
}

/**
 * Where a card's action leads. On the customer the session works as: the policy summary (active,
 * pending), the payment (pending payment), or the application's own page as sign-in decides it
 * (`status` undefined or in progress). Another of the user's customers is another program: the
 * session works as that customer first, then the same happens on that program's site (a renewable
 * card shows its Renew button there).
 */
function useGoTo() {
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const { session, signIn } = useSession();
  return async (card: Pick<DashboardCard, 'client' | 'customer_number' | 'status'>, status: string | undefined) => {
    if (status === 'a' || status === 'p') return navigate(paths.step(base.path, 'policy-summary'));
    if (status === 'pe') return navigate(paths.step(base.path, 'payment'));
    if (status === 'i') return navigate(applicationPath(base.path));
    const program = programByClient(card.client);
    if (!program || !session) return navigate(paths.error(base.path, 404));
    const now = await workAs(ctx, card.customer_number);
    signIn({ ...session, ...now });
    const site = paths.base(program, base.locale);
    return navigate(card.status === 'r' ? paths.step(site, 'dashboard') : applicationPath(site));
  };
}
