import { Notice } from '../../shell/Notice';
import type { RegistrationProblem } from './problem';

/** A registration page's form problem: what is missing (its own text), or the server's sentence. */
export function ProblemAlert({ problem, requiredText }: { problem: RegistrationProblem | 'required' | undefined; requiredText: string }) {
  if (problem === 'required') {
    return (
      <p className="form-alert" role="alert">
        {requiredText}
      </p>
    );
  }
  if (problem?.kind !== 'message') return null;
  return (
    <Notice kind="error">
      <p>{problem.message}</p>
    </Notice>
  );
}
