import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { StudioProgramsReply, StudioVersion } from '../../adapters/api/studio';
import { classifyLayoutFile } from '../../adapters/layout/layout-files';
import { useAuthorName } from './author';
import { programLabel } from './programs';
import type { WorkingSet } from './working-set';

type Program = StudioProgramsReply['programs'][number];

const GROUPS = ['page', 'journey', 'rating', 'config', 'fixture'] as const;

/** The program picker and its files by kind, each with its published version and a draft or changed mark. */
export function FileList({ programs, client, path, working, onClient, onOpen }: { programs: readonly Program[]; client: string; path?: string; working: WorkingSet; onClient: (client: string) => void; onOpen: (path: string) => void }) {
  const intl = useIntl();
  const ids = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const authorName = useAuthorName();
  const program = programs.find((p) => p.client === client);
  const published = (v: StudioVersion | null) =>
    v ? t('studio.files.published', { author: authorName(v.author), at: intl.formatDate(v.published_at ?? v.created_at, { dateStyle: 'medium', timeStyle: 'short' }) }) : t('studio.files.neverPublished');
  // the fixtures of the open page only: a program has hundreds
  const kind = path ? classifyLayoutFile(path) : undefined;
  const route = kind && kind.kind !== 'journey' ? kind.route : undefined;
  const ofPage = (p: string) => route !== undefined && p.startsWith(`fixtures/${client}/${route}/`);
  const added = Object.keys(working).filter((p) => ofPage(p) && !program?.files.some((f) => f.path === p));
  return (
    <nav className="studio-files" aria-labelledby={`${ids}-files`}>
      <div className="field">
        <label htmlFor={`${ids}-program`}>{t('studio.program')}</label>
        <select id={`${ids}-program`} value={client} onChange={(e) => onClient(e.target.value)}>
          {programs.map((p) => (
            <option key={p.client} value={p.client}>
              {programLabel(p.client, t)}
            </option>
          ))}
        </select>
      </div>
      <h2 id={`${ids}-files`}>{t('studio.files.title')}</h2>
      {GROUPS.map((group) => {
        const fixtures = group === 'fixture';
        const files = [...(program?.files.filter((f) => f.kind === group && (!fixtures || ofPage(f.path))) ?? []), ...(fixtures ? added.map((p) => ({ path: p, kind: group, published: null, draft: null })) : [])];
        if (!files.length) return null;
        return (
          <section key={group} aria-labelledby={`${ids}-${group}`}>
            <h3 id={`${ids}-${group}`}>{fixtures ? t('studio.files.fixturesOf', { page: route! }) : t(`studio.files.${group}`)}</h3>
            <ul>
              {files.map((f) => {
                const file = working[f.path];
                const changed = !!file && file.text !== file.published;
                return (
                  <li key={f.path}>
                    <button type="button" className="studio-file" aria-current={f.path === path ? 'true' : undefined} onClick={() => onOpen(f.path)}>
                      <span className="studio-file-name">{f.path.split('/').pop()}</span>
                      <span className="studio-file-meta">{published(f.published)}</span>
                      {(changed || f.draft) && <span className="studio-badge">{changed ? t('studio.files.changed') : t('studio.files.draft')}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
