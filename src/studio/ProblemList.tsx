import { useIntl } from 'react-intl';
import type { StudioProblem } from '../../adapters/api/studio';

export interface ListedProblem extends StudioProblem {
  severity: 'error' | 'warning';
}

/** The problems beside the editor: file, JSON path and reason; choosing one goes to it. `shared`: what is checked is the shared configuration, no program. */
export function ProblemList({ id, problems, state, shared = false, onGo }: { id: string; problems: readonly ListedProblem[]; state: 'checking' | 'done' | 'failed' | 'idle'; shared?: boolean; onGo: (problem: ListedProblem) => void }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const errors = problems.filter((p) => p.severity === 'error').length;
  return (
    <section className="studio-problems" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('studio.problems.title')}</h2>
      <p className="studio-status" role="status">
        {state === 'checking' ? t(shared ? 'studio.problems.checkingConfig' : 'studio.problems.checking') : state === 'failed' ? t('studio.problems.checkFailed') : errors ? t('studio.problems.count', { count: errors }) : t(shared ? 'studio.problems.noneConfig' : 'studio.problems.none')}
      </p>
      {problems.length > 0 && (
        <ul id={id}>
          {problems.map((p, i) => (
            <li key={`${p.file}-${p.path}-${i}`} className={`studio-problem ${p.severity}`}>
              <button type="button" className="link-button" onClick={() => onGo(p)}>
                <span className="studio-problem-where">
                  {p.severity === 'warning' ? t('studio.problems.warning') : t('studio.problems.error')} · {p.file} · <code>{p.path}</code>
                </span>
                <span>{p.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
