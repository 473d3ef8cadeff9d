import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SponsorReviewReply } from '../../../adapters/api';
import { sponsorStatusLabelKey } from '../../../adapters/api/sponsor-list';
import { can } from '../../../adapters/identity/permissions';
import { allowedActions, isStatus } from '../../../adapters/status';
import { ApiError } from '../../api/client';
import { changeStatus } from '../../api/review';
import { useSponsorReview } from '../../api/sponsor';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { RequireSession } from '../../session/RequireSession';
import ErrorPage from '../error/ErrorPage';
import { BACK_OFFICE_MESSAGES } from '../manage-applications/back-office-messages';
import type { SponsorListNotice } from './SponsorListPage';
import '../manage-applications/work-list.css';

/** {base}/review-application-gb/{customerNumber}: the sponsor's read-only view and decision (docs/requirements.md §8.4). */
export default function SponsorReviewPage() {
  return (
    <BackOfficeFrame area={BACK_OFFICE_MESSAGES} allowed={can.decideAsSponsor}>
      <Review />
    </BackOfficeFrame>
  );
}

function Review() {
  const intl = useIntl();
  const { customerNumber = '' } = useParams();
  const title = intl.formatMessage({ id: 'backoffice.sponsor.reviewTitle' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { path } = useBase();
  const navigate = useNavigate();
  const ctx = useRequestContext();
  const review = useSponsorReview(customerNumber);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (review.error) return <ErrorPage status={review.error.status === 404 ? 404 : review.error.status} />;
  const app = review.data;
  if (!app) return <p role="status">{t('backoffice.workList.loading')}</p>;
  // the sponsor's decisions come from the transition table: APPROVE and REJECT from PENDING_SPONSOR_REVIEW only
  const decisions = allowedActions(app.status, 'sponsor', app.client).filter((a) => a.action === 'APPROVE' || a.action === 'REJECT');

  const decide = async (type: 'APPROVE' | 'REJECT') => {
    setBusy(true);
    setFailure(undefined);
    try {
      await changeStatus(ctx, app.id, app.revision, { type });
      const state: SponsorListNotice = { sponsorNotice: t(`backoffice.sponsor.decided.${type}`, { customer: app.customer_number }) };
      navigate(paths.sponsorList(path), { state });
    } catch (e) {
      setFailure(reasonOf(e, app));
      setBusy(false);
      await review.mutate();
    }
  };

  const reasonOf = (e: unknown, seen: SponsorReviewReply): string => {
    if (e instanceof ApiError && e.status === 409) {
      const now = e.body?.current_status;
      return t('backoffice.sponsor.conflict', {
        seen: t(seen.status_label),
        now: typeof now === 'string' && isStatus(now) ? t(sponsorStatusLabelKey(now)) : (e.serverMessage ?? t(e.statusTextId)),
      });
    }
    return e instanceof ApiError ? (e.serverMessage ?? t(e.statusTextId)) : String(e);
  };

  const name = [app.first_name, app.last_name].filter(Boolean).join(' ');
  const details: [string, string][] = [
    ['name', name],
    ['email', app.email ?? ''],
    ['business_province', app.business_province ?? ''],
    // the program by its name, as the header names it; a code without a name shows as it is
    ['program', `app.program.${app.client}` in intl.messages ? t(`app.program.${app.client}`) : app.client],
    ['customer_number', app.customer_number],
    ['status', t(app.status_label)],
  ];
  return (
    <section className="work-list sponsor-review" aria-labelledby="sponsor-review-title">
      <p><Link to={paths.sponsorList(path)}>{t('backoffice.sponsor.backToList')}</Link></p>
      <h1 id="sponsor-review-title" tabIndex={-1}>{title}</h1>
      <dl className="sponsor-review-details">
        {details.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`backoffice.sponsor.detail.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="sponsor-review-view">
        {/* the answers, in a tab of their own so the decision stays where it is (docs/requirements.md §8.4) */}
        <a href={paths.csrReview(path, app.customer_number, 2)} target="_blank" rel="noopener noreferrer">
          {t('backoffice.sponsor.viewApplication')}{' '}
          <span className="visually-hidden">{t('backoffice.sponsor.newTab')}</span>
          <span aria-hidden="true">↗</span>
        </a>
      </p>
      {failure && <p className="notice notice-error" role="alert">{failure}</p>}
      {decisions.length > 0 ? (
        <div className="work-list-actions">
          {decisions.map(({ action }) => (
            <button key={action} type="button" className={action === 'APPROVE' ? 'button' : 'button secondary'} disabled={busy} onClick={() => void decide(action as 'APPROVE' | 'REJECT')}>
              {t(`backoffice.sponsor.action.${action}`)}
            </button>
          ))}
        </div>
      ) : (
        <p className="notice notice-info" role="status">{t('backoffice.sponsor.notWaiting')}</p>
      )}
    </section>
  );
}
