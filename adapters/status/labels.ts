import type { Status } from './statuses';

/**
 * The message key of how a status is shown (docs/requirements.md §3.1): `backoffice.status.<STATUS>` in
 * schemas/content/<locale>/backoffice.json, read by the back-office pages and the server alike.
 */
export function statusLabelKey(status: Status): `backoffice.status.${Status}` {
  return `backoffice.status.${status}`;
}

/** What the work list shows when no CSR holds an application (docs/requirements.md §3.1). */
export const UNASSIGNED_LABEL_KEY = 'backoffice.workList.unassigned';
