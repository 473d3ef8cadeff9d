import { useIntl } from 'react-intl';
import type { SaveProblem } from './useSaveStep';

/**
 * What a failed save means for the applicant, above the form: another window having saved first
 * (with a way to reload), a rejection that names no field, or another failure.
 */
export function SaveAlerts({ problem, onReload }: { problem: SaveProblem | undefined; onReload: () => void }) {
  const intl = useIntl();
  if (!problem) return null;
  if (problem.kind === 'conflict') {
    return (
      <div className="page-alert conflict" role="alert">
        <h2>{intl.formatMessage({ id: 'app.journey.conflict.title' })}</h2>
        <p>{intl.formatMessage({ id: 'app.journey.conflict.message' })}</p>
        <button type="button" className="button" onClick={onReload}>
          {intl.formatMessage({ id: 'app.journey.conflict.reload' })}
        </button>
      </div>
    );
  }
  if (problem.kind === 'rejected') {
    // Rejected fields show beside each field and in the form's own summary ("A, B and C");
    // only a rejection that names no field needs saying here.
    if (problem.errors.length > 0) return null;
    return (
      <div className="page-alert rejected" role="alert">
        <p>{problem.message ?? intl.formatMessage({ id: 'app.journey.failed' }, { status: `400 ${intl.formatMessage({ id: 'app.http.status.400' })}` })}</p>
      </div>
    );
  }
  return (
    <div className="page-alert failed" role="alert">
      <p>{intl.formatMessage({ id: 'app.journey.failed' }, { status: `${problem.status} ${intl.formatMessage({ id: problem.statusTextId })}` })}</p>
    </div>
  );
}
