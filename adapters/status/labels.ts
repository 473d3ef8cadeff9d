import type { Status } from './statuses';

/**
 * The message key of how a status is shown (docs/requirements.md §3.1): `app.status.<STATUS>` in
 * schemas/content/<locale>/app.json, read by the browser and by the server's export alike.
 */
export function statusLabelKey(status: Status): `app.status.${Status}` {
  return `app.status.${status}`;
}

/** What the work list shows when no CSR holds an application (docs/requirements.md §3.1). */
export const UNASSIGNED_LABEL_KEY = 'app.workList.unassigned';
