import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CustomerRole } from '../../../adapters/api';
import { can } from '../../../adapters/identity/permissions';
import { deactivateCustomerRole, searchCustomerRoles } from '../../api/admin';
import { ApiError } from '../../api/client';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import { ConfirmationModal, ErrorModal, useConfirmation } from '../../../widgets/modals';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { ADMIN_MESSAGES } from './admin-messages';
import { RolesTable, useRoleLabels } from './RolesTable';
import { readOnlyField, searchOf, type SearchCheck } from './search';
import './admin-panel.css';

/** {base}/admin-panel: a CSR finds a customer's active roles and deletes one (docs/requirements.md §8.6). */
export default function AdminPanelPage() {
  return (
    <BackOfficeFrame area={ADMIN_MESSAGES} allowed={can.deactivateCustomerRoles}>
      <AdminPanel />
    </BackOfficeFrame>
  );
}

/** The outcome dialog on screen: the spec's "Not found!", "Success" or "Failed". */
type Outcome = { kind: 'notFound' | 'success' | 'failed'; message: string };

/** A reply that means the role is no longer there to delete: it leaves the table too. */
const GONE = [404, 409];

function AdminPanel() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const ids = useId();
  const redirect = useErrorRedirect();
  const label = useRoleLabels();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [email, setEmail] = useState('');
  const [customerNumber, setCustomerNumber] = useState('');
  const [problem, setProblem] = useState<Extract<SearchCheck, { problem: string }>>();
  const [found, setFound] = useState<{ search: string; roles: CustomerRole[] }>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [fatal, setFatal] = useState<ApiError>();
  const { confirm, modal } = useConfirmation();
  const emailRef = useRef<HTMLInputElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const title = t('admin.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (fatal) return redirect(fatal);
  const readOnly = readOnlyField(email, customerNumber);
  const serverText = (e: unknown) => (e instanceof ApiError ? (e.serverMessage ?? t(e.statusTextId)) : '');
  /** a session that ended or a server that cannot be reached leaves for the error page, as everywhere */
  const leaves = (e: unknown) => e instanceof ApiError && e.redirects && (setFatal(e), true);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = searchOf(email, customerNumber);
    if ('problem' in check) {
      setProblem(check);
      (check.field === 'email' ? emailRef : numberRef).current?.focus();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    const searched = 'email' in check.search ? check.search.email : check.search.customer_number;
    try {
      const { roles } = await searchCustomerRoles(ctx, check.search);
      setFound({ search: searched, roles });
    } catch (e) {
      if (leaves(e)) return;
      setFound(undefined);
      setOutcome(e instanceof ApiError && e.status === 404
        ? { kind: 'notFound', message: t('admin.notFound.message', { search: searched }) }
        : { kind: 'failed', message: t('admin.failed.search', { message: serverText(e) }) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (role: CustomerRole) => {
    const values = { name: label.name(role), role: label.role(role.role_code), program: label.program(role.client_code), customerNumber: role.customer_number };
    const choice = await confirm({
      title: t('admin.confirm.title'),
      message: <p>{t('admin.confirm.message', values)}</p>,
      note: t('admin.confirm.note', values),
      buttons: [
        { id: 'delete', label: t('admin.confirm.yes') },
        { id: 'cancel', label: t('admin.confirm.no'), variant: 'secondary' },
      ],
    });
    if (choice !== 'delete') return;
    setBusy(true);
    const drop = () => setFound((f) => f && { ...f, roles: f.roles.filter((r) => r !== role) });
    try {
      const done = await deactivateCustomerRole(ctx, role);
      drop();
      setOutcome({ kind: 'success', message: done.identity_removed ? t('admin.success.identityRemoved', values) : t('admin.success.message') });
    } catch (e) {
      if (leaves(e)) return;
      if (e instanceof ApiError && GONE.includes(e.status)) drop();
      setOutcome({ kind: 'failed', message: t('admin.failed.message', { message: serverText(e) }) });
    } finally {
      setBusy(false);
    }
  };

  /** after a dialog, focus returns to the results (the row deleted is gone) or to the search */
  const closeOutcome = () => {
    setOutcome(undefined);
    requestAnimationFrame(() => (resultsRef.current ?? emailRef.current)?.focus());
  };
  const field = (name: 'email' | 'customerNumber') => {
    const id = `${ids}-${name}`;
    const locked = readOnly === name;
    const invalid = problem?.field === name;
    const describedBy = [locked && `${id}-locked`, invalid && `${ids}-problem`].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label htmlFor={id}>{t(`admin.${name}`)}</label>
        <input
          id={id}
          ref={name === 'email' ? emailRef : numberRef}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete="off"
          spellCheck={false}
          value={name === 'email' ? email : customerNumber}
          readOnly={locked}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => (name === 'email' ? setEmail : setCustomerNumber)(e.target.value)}
        />
        {locked && <p id={`${id}-locked`} className="hint">{t('admin.readOnlyHint')}</p>}
      </div>
    );
  };

  return (
    <section className="admin-page" aria-labelledby={`${ids}-title`}>
      <p className="admin-back">
        <Link to={paths.workList(base.path)}>{t('admin.workList')}</Link>
        {' · '}
        <Link to={paths.maintenanceSchedule(base.path)}>{t('admin.maintenance')}</Link>
      </p>
      <h1 id={`${ids}-title`} tabIndex={-1}>{title}</h1>
      <p className="admin-intro">{t('admin.intro')}</p>
      <form className="admin-search" role="search" aria-labelledby={`${ids}-search`} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <h2 id={`${ids}-search`}>{t('admin.search')}</h2>
        <div className="admin-fields">
          {field('email')}
          {field('customerNumber')}
        </div>
        {problem && <p id={`${ids}-problem`} className="admin-problem" role="alert">{t(`admin.${problem.problem}`)}</p>}
        <div className="admin-buttons">
          <button type="submit" className="button" disabled={busy}>{busy ? t('admin.searching') : t('admin.searchButton')}</button>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => {
              setEmail('');
              setCustomerNumber('');
              setProblem(undefined);
              setFound(undefined);
              emailRef.current?.focus();
            }}
          >
            {t('admin.clear')}
          </button>
        </div>
      </form>
      {found && (
        <section className="admin-results" aria-labelledby={`${ids}-results`}>
          <h2 id={`${ids}-results`} ref={resultsRef} tabIndex={-1}>{t('admin.roles')}</h2>
          <div className="admin-table-scroll">
            <RolesTable roles={found.roles} caption={t('admin.rolesOf', { search: found.search })} busy={busy} onDelete={(r) => void remove(r)} />
          </div>
        </section>
      )}
      {modal}
      {outcome?.kind === 'success' && (
        <ConfirmationModal open title={t('admin.success.title')} message={<p>{outcome.message}</p>} buttons={[{ id: 'ok', label: t('admin.ok') }]} onClose={closeOutcome} />
      )}
      {outcome && outcome.kind !== 'success' && (
        <ErrorModal open title={t(`admin.${outcome.kind}.title`)} message={<p>{outcome.message}</p>} buttons={[{ id: 'ok', label: t('admin.ok') }]} onClose={closeOutcome} />
      )}
    </section>
  );
}
