import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Notice } from '../shell/Notice';
import { LazyInPlaceError } from '../shell/LazyInPlaceError';
import type { SaveProblem } from './useSaveStep';

/**
 * What a failed save means for the applicant, above the form: a save being sent again after the
 * connection was lost, another window having saved first (with a way to reload that keeps what
 * was typed), a rejection that names no field, or another failure. The error catalogue's record of
 * the failure, when it has one, speaks instead (docs/requirements.md §10.5); this notice area sits
 * just above the form, so inline and onPage records both show here.
 */
export function SaveAlerts({ problem, retrying = false, onReload }: { problem: SaveProblem | undefined; retrying?: boolean; onReload: () => void }) {
  const intl = useIntl();
  if (retrying) return <Notice kind="warning">{intl.formatMessage({ id: 'app.journey.retrying' })}</Notice>;
  if (!problem) return null;
  const reloadButton = (
    <button type="button" className="button" onClick={onReload}>
      {intl.formatMessage({ id: 'app.journey.conflict.reload' })}
    </button>
  );
  const own = <OwnAlert problem={problem} reloadButton={reloadButton} />;
  if (!('failure' in problem) || !problem.failure) return own;
  return (
    <LazyInPlaceError failure={problem.failure} own={own}>
      {(shown) => (
        <Notice kind="error" title={shown.title}>
          <p>{shown.message}</p>
          {problem.kind === 'conflict' && reloadButton}
        </Notice>
      )}
    </LazyInPlaceError>
  );
}

/** The page's own words for a failed save. */
function OwnAlert({ problem, reloadButton }: { problem: SaveProblem; reloadButton: ReactNode }) {
  const intl = useIntl();
  if (problem.kind === 'offline') {
    return (
      <Notice kind="error">
        <p>{intl.formatMessage({ id: 'app.journey.offline' })}</p>
      </Notice>
    );
  }
  if (problem.kind === 'conflict') {
    return (
      <Notice kind="error" title={intl.formatMessage({ id: 'app.journey.conflict.title' })}>
        <p>{intl.formatMessage({ id: 'app.journey.conflict.message' })}</p>
        {reloadButton}
      </Notice>
    );
  }
  if (problem.kind === 'rejected') {
    // Rejected fields show beside each field and in the form's own summary ("A, B and C");
    // only a rejection that names no field needs saying here.
    if (problem.errors.length > 0) return null;
    return (
      <Notice kind="error">
        <p>{problem.message ?? intl.formatMessage({ id: 'app.journey.failed' }, { status: `400 ${intl.formatMessage({ id: 'app.http.status.400' })}` })}</p>
      </Notice>
    );
  }
  return (
    <Notice kind="error">
      <p>{intl.formatMessage({ id: 'app.journey.failed' }, { status: `${problem.status} ${intl.formatMessage({ id: problem.statusTextId })}` })}</p>
    </Notice>
  );
}

/** How long the saved message stays (docs/requirements.md §2.5). */
export const SAVED_MESSAGE_MS = 6000;

/**
 * The success message after a save that stays on the page (Save changes, Done, the last step):
 * shown for 6 seconds from each save, `count` counting the saves.
 */
export function SavedNotice({ count, message }: { count: number; message: string }) {
  const [shownFor, setShownFor] = useState(0);
  useEffect(() => {
    if (count === 0) return;
    setShownFor(count);
    const timer = setTimeout(() => setShownFor(0), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [count]);
  if (count === 0 || shownFor !== count) return null;
  return <Notice kind="success">{message}</Notice>;
}
