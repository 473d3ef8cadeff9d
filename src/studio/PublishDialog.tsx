import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StudioProblem } from '../../adapters/api/studio';
import { STUDIO_NOTE_MAX } from '../../adapters/api/studio';
import { Modal } from '../../widgets/modals';
import { diffSummary } from './diff-summary';
import type { Change } from './working-set';

export type PublishOutcome = { kind: 'problems'; problems: StudioProblem[] } | { kind: 'conflict' } | { kind: 'failed'; message: string };

interface Props {
  changes: readonly (Change & { published: string | null })[];
  busy: boolean;
  outcome?: PublishOutcome;
  onPublish: (note: string) => void;
  onReload: () => void;
  onClose: () => void;
}

/** What a publish changes, file by file against the published text, a note, and what came back when it was refused. */
export function PublishDialog({ changes, busy, outcome, onPublish, onReload, onClose }: Props) {
  const intl = useIntl();
  const ids = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [note, setNote] = useState('');
  return (
    <Modal open onDismiss={onClose} labelledBy={`${ids}-title`} className="studio-dialog">
      <h2 id={`${ids}-title`}>{t('studio.publish.title')}</h2>
      <p>{t('studio.publish.intro', { count: changes.length })}</p>
      {changes.map((change) => {
        const diff = diffSummary(change.published ?? '', change.text);
        return (
          <section key={change.path} className="studio-diff" aria-label={change.path}>
            <h3>
              {change.path} <span className="studio-muted">{change.published === null ? t('studio.publish.newFile') : t('studio.publish.lines', { added: diff.added, removed: diff.removed })}</span>
            </h3>
            {change.published !== null && (
              <div className="studio-diff-lines" tabIndex={0} role="group" aria-label={t('studio.publish.diffOf', { path: change.path })}>
                {diff.hunks.map((hunk, h) => (
                  <pre key={h}>
                    {hunk.map((line, i) => (
                      <span key={i} className={`diff-${line.kind}`}>
                        <span className="visually-hidden">{t(`studio.publish.${line.kind}`)} </span>
                        {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '} {line.text}
                        {'\n'}
                      </span>
                    ))}
                  </pre>
                ))}
              </div>
            )}
          </section>
        );
      })}
      <div className="field studio-form">
        <label htmlFor={`${ids}-note`}>{t('studio.publish.note')}</label>
        <textarea id={`${ids}-note`} rows={3} maxLength={STUDIO_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {outcome?.kind === 'problems' && (
        <div className="notice notice-error" role="alert">
          <h3 className="notice-title">{t('studio.publish.refused')}</h3>
          <ul>
            {outcome.problems.map((p, i) => (
              <li key={i}>
                {p.file} · <code>{p.path}</code>: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {outcome?.kind === 'conflict' && (
        <div className="notice notice-warning" role="alert">
          <p>{t('studio.publish.conflict')}</p>
          <button type="button" className="button secondary" onClick={onReload}>
            {t('studio.publish.reload')}
          </button>
        </div>
      )}
      {outcome?.kind === 'failed' && (
        <p className="studio-error" role="alert">
          {outcome.message}
        </p>
      )}
      <div className="studio-buttons">
        <button type="button" className="button" disabled={busy} onClick={() => onPublish(note)}>
          {busy ? t('studio.publish.publishing') : t('studio.publish.confirm')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('studio.cancel')}
        </button>
      </div>
    </Modal>
  );
}
