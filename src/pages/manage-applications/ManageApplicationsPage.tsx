import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { can } from '../../../adapters/identity/permissions';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { useSession } from '../../session/SessionContext';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { BACK_OFFICE_MESSAGES } from './back-office-messages';
import { readState, sameFilters, toApiQuery, writeState, type Filters, type ListState } from './list-state';
import { WorkListFilters } from './WorkListFilters';
import { WorkListTable } from './WorkListTable';
import './work-list.css';

/** Filters apply this long after the last change (docs/requirements.md §8.2). */
export const FILTER_DELAY_MS = 500;

/** {base}/manage-applications: the CSR work list (docs/requirements.md §8.2), for the roles that may see it. */
export default function ManageApplicationsPage() {
  return (
    <BackOfficeFrame area={BACK_OFFICE_MESSAGES} allowed={can.viewWorkList}>
      <WorkList />
    </BackOfficeFrame>
  );
}

function WorkList() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'backoffice.workList.title' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const { program, path } = useBase();
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readState(search, program.client), [search, program.client]);
  const [draft, setDraft] = useState<Filters>(state.filters);

  const go = useCallback(
    (next: ListState) => setSearch(writeState(next, program.client), { replace: false }),
    [setSearch, program.client],
  );
  const applyFilters = useCallback((filters: Filters) => go({ ...state, filters, page: 1 }), [go, state]);

  // the URL's filters moved (back, a shared link, reset): the form follows them; a new order or
  // page leaves what is being typed alone
  const shown = useRef(state.filters);
  useEffect(() => {
    if (sameFilters(shown.current, state.filters)) return;
    shown.current = state.filters;
    setDraft(state.filters);
  }, [state.filters]);
  // typed filters apply once the typing pauses
  useEffect(() => {
    if (sameFilters(draft, state.filters)) return;
    const timer = setTimeout(() => applyFilters(draft), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, state.filters, applyFilters]);

  return (
    <section className="work-list" aria-labelledby="work-list-title">
      <div className="work-list-heading">
        <h1 id="work-list-title" tabIndex={-1}>{title}</h1>
        {can.deactivateCustomerRoles(session!.principal) && (
          <Link className="button secondary" to={paths.adminPanel(path)}>
            {intl.formatMessage({ id: 'backoffice.workList.adminPanel' })}
          </Link>
        )}
      </div>
      <WorkListFilters
        draft={draft}
        onChange={setDraft}
        onSearch={() => applyFilters(draft)}
        onReset={() => go(readState(new URLSearchParams(), program.client))}
      />
      <WorkListTable
        query={toApiQuery(state, program.client)}
        state={state}
        mayAssign={can.assignToSelf(session!.principal)}
        onSort={(sort, direction) => go({ ...state, sort, direction, page: 1 })}
        onPage={(page) => go({ ...state, page })}
      />
    </section>
  );
}
