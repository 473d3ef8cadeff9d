import { useIntl } from 'react-intl';
import { Notice } from '../../shell/Notice';
import type { RecoveryProblem } from './problem';

/** The message of a failed recovery call; `failed` is not shown here (the page leaves for the error page). */
export function RecoveryAlert({ problem }: { problem: RecoveryProblem }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `app.recovery.${id}` }, values);
  switch (problem.kind) {
    case 'unavailable':
      return (
        <Notice kind="error" title={text('unavailable.title')}>
          <p>{text('unavailable.text')}</p>
        </Notice>
      );
    case 'tooMany':
      return <Notice kind="error"><p>{problem.wait ? text('tooManyWait', problem.wait) : text('tooMany')}</p></Notice>;
    case 'codeInvalid':
      return <Notice kind="error"><p>{text('reset.codeInvalid')}</p></Notice>;
    case 'rules':
      return <Notice kind="error"><p>{problem.message ?? text('reset.rulesUnmet')}</p></Notice>;
    case 'invalid':
      return <Notice kind="error"><p>{problem.message ?? text('forgot.required')}</p></Notice>;
    default:
      return null;
  }
}
