import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { WORK_LIST_PAGE_SIZE, type SponsorListRow, type SponsorView } from '../../../adapters/api';
import { can } from '../../../adapters/identity/permissions';
import { useSponsorList } from '../../api/sponsor';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { BACK_OFFICE_MESSAGES } from '../manage-applications/back-office-messages';
import { Pager } from '../manage-applications/Pager';
import '../manage-applications/work-list.css';

type Column = Exclude<keyof SponsorListRow, 'status_label'>;
/** The sponsor row (docs/requirements.md §8.4), in order. */
const COLUMNS: Column[] = ['last_modified', 'referral_date', 'status', 'type', 'customer_number', 'first_name', 'last_name', 'business_province', 'phone', 'postal_code'];

/** What a decision on the review page leaves for the list to say (router state). */
export interface SponsorListNotice {
  sponsorNotice: string;
}

/**
 * {base}/manage-applications-gb (view review) and {base}/answer-net (view answer-net): the sponsor
 * role's lists of its own program (docs/requirements.md §8.4), 10 a page; only the review list opens an application.
 */
export default function SponsorListPage({ view }: { view: SponsorView }) {
  return (
    <BackOfficeFrame area={BACK_OFFICE_MESSAGES} allowed={view === 'review' ? can.decideAsSponsor : can.viewAnswerNet}>
      <SponsorList view={view} />
    </BackOfficeFrame>
  );
}

function SponsorList({ view }: { view: SponsorView }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `backoffice.sponsor.${view === 'review' ? 'listTitle' : 'answerNetTitle'}` });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { path } = useBase();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useSponsorList(view, page);
  const reply = list.data;
  const pages = reply ? Math.max(1, Math.ceil(reply.total / WORK_LIST_PAGE_SIZE)) : 1;
  const notice = (location.state as SponsorListNotice | null)?.sponsorNotice;
  const label = (key: Column) => t(`backoffice.sponsor.column.${key}`);

  const cell = (row: SponsorListRow, key: Column): ReactNode => {
    if (key === 'status') return t(row.status_label);
    if (key === 'type') return t(`backoffice.workList.type.${row.type}`);
    if (key === 'customer_number' && view === 'review') {
      return <Link to={paths.sponsorReview(path, row.customer_number)}>{row.customer_number}</Link>;
    }
    return row[key] ?? '';
  };

  return (
    <section className="work-list" aria-labelledby="sponsor-list-title">
      <h1 id="sponsor-list-title" tabIndex={-1}>{title}</h1>
      {notice && <p className="notice notice-success" role="status">{notice}</p>}
      <p role="status" className="work-list-total">
        {reply ? t('backoffice.workList.total', { total: reply.total }) : list.error ? '' : t('backoffice.workList.loading')}
      </p>
      {list.error && <p className="notice notice-error" role="alert">{t('backoffice.workList.loadFailed')}</p>}
      <div className="work-list-scroll" role="region" aria-labelledby="sponsor-list-caption" tabIndex={0}>
        <table className="work-list-table sponsor-list-table" aria-busy={list.isValidating}>
          <caption id="sponsor-list-caption">{title}</caption>
          <thead>
            <tr>
              {COLUMNS.map((key) => <th key={key} scope="col">{label(key)}</th>)}
            </tr>
          </thead>
          <tbody>
            {reply?.rows.map((row) => (
              <tr key={row.id}>
                {COLUMNS.map((key) => <td key={key} data-label={label(key)}>{cell(row, key)}</td>)}
              </tr>
            ))}
            {reply && reply.rows.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length}>{t('backoffice.sponsor.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {reply && <Pager page={page} pages={pages} onPage={(next) => setSearch({ page: String(next) })} />}
    </section>
  );
}
