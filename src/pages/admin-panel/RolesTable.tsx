import { useIntl } from 'react-intl';
import type { CustomerRole } from '../../../adapters/api';
import { formatDate, toIsoDate } from '../../../adapters/format';

/** A role's name in the reader's language: the customer role has one, other codes are shown as they are. */
export function useRoleLabels() {
  const intl = useIntl();
  return {
    role: (code: string) => intl.formatMessage({ id: `admin.role.${code}`, defaultMessage: code }),
    program: (client: string) => intl.formatMessage({ id: `app.program.${client}`, defaultMessage: client }),
    name: (r: CustomerRole) => [r.first_name, r.last_name].filter(Boolean).join(' ') || r.login,
  };
}

/** The active roles found, one row each with its Delete button; at phone widths a card per role. */
export function RolesTable({ roles, caption, busy, onDelete }: { roles: readonly CustomerRole[]; caption: string; busy: boolean; onDelete: (role: CustomerRole) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const label = useRoleLabels();
  return (
    <table className="admin-roles">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.col.customer')}</th>
          <th scope="col">{t('admin.col.customerNumber')}</th>
          <th scope="col">{t('admin.col.program')}</th>
          <th scope="col">{t('admin.col.role')}</th>
          <th scope="col">{t('admin.col.since')}</th>
          <th scope="col">{t('admin.col.action')}</th>
        </tr>
      </thead>
      <tbody>
        {roles.map((r) => (
          <tr key={`${r.user_id} ${r.role_code} ${r.client_code}`}>
            <th scope="row" data-label={t('admin.col.customer')}>
              <span>
                {label.name(r)}
                {/* a long e-mail breaks after its @ rather than mid-word */}
                <span className="admin-login">{r.login.split('@').map((part, i) => (i === 0 ? part : <span key={i}><wbr />@{part}</span>))}</span>
              </span>
            </th>
            <td data-label={t('admin.col.customerNumber')}>{r.customer_number}</td>
            <td data-label={t('admin.col.program')}>{label.program(r.client_code)}</td>
            <td data-label={t('admin.col.role')}>{label.role(r.role_code)}</td>
            <td data-label={t('admin.col.since')}>{formatDate(toIsoDate(new Date(r.since)))}</td>
            <td data-label={t('admin.col.action')}>
              <button
                type="button"
                className="button secondary admin-delete"
                disabled={busy}
                aria-label={t('admin.deleteRole', { role: label.role(r.role_code), name: label.name(r), program: label.program(r.client_code) })}
                onClick={() => onDelete(r)}
              >
                {t('admin.delete')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
