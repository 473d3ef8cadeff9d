import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WorkListRow, WorkListSort } from '../../../adapters/api/work-list';
import { WORK_LIST_PAGE_SIZE } from '../../../adapters/api/work-list';
import { UNASSIGNED_LABEL_KEY } from '../../../adapters/status/labels';
import { ApiError } from '../../api/client';
import { useRequestContext } from '../../api/useRequestContext';
import { assignToMe, useWorkList, workListExportUrl } from '../../api/work-list';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import type { Direction, ListState } from './list-state';
import { Pager } from './Pager';

type Column = keyof Omit<WorkListRow, 'id' | 'status_label' | 'assignable' | 'revision'>;

/** The CSR table's columns in order (docs/requirements.md §8.2); the sortable ones name their sort. */
const COLUMNS: { key: Column; sort?: WorkListSort }[] = [
  { key: 'sno' },
  { key: 'csr', sort: 'csr' },
  { key: 'customer_number' },
  { key: 'full_name', sort: 'full_name' },
  { key: 'email', sort: 'email' },
  { key: 'business_province', sort: 'business_province' },
  { key: 'firm_name', sort: 'firm_name' },
  { key: 'status', sort: 'status' },
  { key: 'last_modified', sort: 'last_modified' },
  { key: 'referral_date', sort: 'referral_date' },
  { key: 'type', sort: 'type' },
  { key: 'approved_by' },
  { key: 'policy_effective_date' },
  { key: 'quote_expiry_days' },
];

interface Props {
  /** the API query of `state` */
  query: Record<string, string>;
  state: ListState;
  /** the signed-in person may take applications (a CSR) */
  mayAssign: boolean;
  onSort: (sort: WorkListSort, direction: Direction) => void;
  onPage: (page: number) => void;
}

export function WorkListTable({ query, state, mayAssign, onSort, onPage }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { path, locale } = useBase();
  const ctx = useRequestContext();
  const list = useWorkList(query);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string }>();

  const assign = async (row: WorkListRow) => {
    try {
      await assignToMe(ctx, row.id, row.revision);
      setNotice({ kind: 'success', text: t('backoffice.workList.assigned') });
    } catch (e) {
      const reason = e instanceof ApiError ? (e.serverMessage ?? t(e.statusTextId)) : String(e);
      setNotice({ kind: 'error', text: t('backoffice.workList.assignFailed', { reason }) });
    }
    await list.mutate();
  };

  const reply = list.data;
  const pages = reply ? Math.max(1, Math.ceil(reply.total / WORK_LIST_PAGE_SIZE)) : 1;
  const notApplicable = t('backoffice.workList.notApplicable');
  const label = (key: Column) => t(`backoffice.workList.column.${key}`);

  const cell = (row: WorkListRow, key: Column): ReactNode => {
    switch (key) {
      case 'csr':
        return (
          <>
            <span>{row.csr ?? t(UNASSIGNED_LABEL_KEY)}</span>
            {mayAssign && row.assignable && (
              <button
                type="button"
                className="link-button work-list-assign"
                aria-label={t('backoffice.workList.assignToMeLabel', { name: row.full_name ?? row.customer_number })}
                onClick={() => void assign(row)}
              >
                {t('backoffice.workList.assignToMe')}
              </button>
            )}
          </>
        );
      case 'full_name':
        return <Link to={paths.reviewApplication(path, row.id)}>{row.full_name ?? t('backoffice.workList.noName')}</Link>;
      case 'status':
        return t(row.status_label);
      case 'type':
        return t(`backoffice.workList.type.${row.type}`);
      default: {
        const value = row[key];
        return value === null || value === '' ? notApplicable : String(value);
      }
    }
  };

  const sortHeader = (key: Column, sort: WorkListSort) => {
    const active = state.sort === sort;
    const next: Direction = active && state.direction === 'asc' ? 'desc' : 'asc';
    return (
      <button type="button" className="work-list-sort" onClick={() => onSort(sort, next)}>
        {label(key)}
        <span aria-hidden="true">{active ? (state.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    );
  };

  return (
    <div className="work-list-results">
      <div className="work-list-summary">
        <p role="status" className="work-list-total">
          {reply ? t('backoffice.workList.total', { total: reply.total }) : list.error ? '' : t('backoffice.workList.loading')}
        </p>
        {/* a download of every page, made by the server with the list's filters and order */}
        <a className="button secondary" href={workListExportUrl(query, locale)} download>
          {t('backoffice.workList.export')}
        </a>
      </div>
      {notice && (
        <p className={`notice notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {list.error && <p className="notice notice-error" role="alert">{t('backoffice.workList.loadFailed')}</p>}
      <div className="work-list-scroll" role="region" aria-labelledby="work-list-caption" tabIndex={0}>
        <table className="work-list-table" aria-busy={list.isValidating}>
          <caption id="work-list-caption">{t('backoffice.workList.tableName')}</caption>
          <thead>
            <tr>
              {COLUMNS.map(({ key, sort }) => (
                <th
                  key={key}
                  scope="col"
                  {...(sort ? { 'aria-sort': state.sort === sort ? (state.direction === 'asc' ? 'ascending' : 'descending') : 'none' } : {})}
                >
                  {sort ? sortHeader(key, sort) : label(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {reply?.rows.map((row) => (
              <tr key={row.id}>
                {COLUMNS.map(({ key }) => (
                  <td key={key} data-label={label(key)}>{cell(row, key)}</td>
                ))}
              </tr>
            ))}
            {reply && reply.rows.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length}>{t('backoffice.workList.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {reply && <Pager page={state.page} pages={pages} onPage={onPage} />}
    </div>
  );
}
