import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StudioAuditReply, StudioFileReply, StudioVersion } from '../../adapters/api/studio';
import { STUDIO_NOTE_MAX } from '../../adapters/api/studio';
import { useAuthorName } from './author';

/** The file's versions, newest first, each published or archived one with Roll back; the current one marked. */
export function VersionsPane({ file, busy, onRollback }: { file: StudioFileReply; busy: boolean; onRollback: (version: StudioVersion, note: string) => void }) {
  const intl = useIntl();
  const ids = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [note, setNote] = useState('');
  const authorName = useAuthorName();
  const current = file.published?.id;
  if (!file.versions.length) return <p className="studio-muted">{t('studio.versions.none')}</p>;
  return (
    <div className="studio-versions">
      <div className="field studio-form">
        <label htmlFor={`${ids}-note`}>{t('studio.versions.note')}</label>
        <input id={`${ids}-note`} maxLength={STUDIO_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <ol className="studio-history">
        {file.versions.map((v) => (
          <li key={v.id}>
            <p className="studio-history-what">
              <strong>{t('studio.versions.version', { id: v.id })}</strong>
              <span className={`studio-badge ${v.id === current ? 'on' : ''}`}>{v.id === current ? t('studio.versions.current') : t(`studio.versions.status.${v.status}`)}</span>
            </p>
            <p className="studio-muted">{t('studio.versions.by', { author: authorName(v.author), at: intl.formatDate(v.published_at ?? v.created_at, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
            {v.note && <p className="studio-note">{v.note}</p>}
            {v.id !== current && v.status !== 'draft' && (
              <button type="button" className="button secondary" disabled={busy} onClick={() => onRollback(v, note)} aria-label={t('studio.versions.rollbackTo', { id: v.id })}>
                {t('studio.versions.rollback')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The program's publishes, rollbacks and imports, newest first. `shared`: those of the shared configuration, no program. */
export function AuditPane({ audit, shared = false }: { audit: StudioAuditReply | undefined; shared?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const authorName = useAuthorName();
  if (!audit) return <p role="status">{t('studio.loading')}</p>;
  if (!audit.entries.length) return <p className="studio-muted">{t(shared ? 'studio.audit.noneConfig' : 'studio.audit.none')}</p>;
  return (
    <ol className="studio-history">
      {audit.entries.map((e) => (
        <li key={e.id}>
          <p className="studio-history-what">
            <strong>{t(`studio.audit.action.${e.action}`)}</strong> {t('studio.versions.by', { author: authorName(e.author), at: intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'short' }) })}
          </p>
          {e.note && <p className="studio-note">{e.note}</p>}
          {e.paths.length <= FEW ? (
            <Paths paths={e.paths} />
          ) : (
            // a reading of the repository's files lists every file of the program
            <details>
              <summary>{t('studio.audit.files', { count: e.paths.length })}</summary>
              <Paths paths={e.paths} />
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Up to this many files show as a list; more fold behind their count. */
const FEW = 5;

function Paths({ paths }: { paths: readonly string[] }) {
  return (
    <ul className="studio-paths">
      {paths.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
