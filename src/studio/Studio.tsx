import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ratingPlanProgram, SHARED_CONFIG, sharedConfigName, type SharedConfigName, type StudioAuditReply, type StudioFileReply, type StudioProblem, type StudioProgramsReply, type StudioVersion } from '../../adapters/api/studio';
import { classifyLayoutFile } from '../../adapters/layout/layout-files';
import type { FormData } from '../../adapters/types';
import journeySchema from '../../schemas/journey.schema.json';
import layoutSchema from '../../schemas/layout.schema.json';
import ratingSchema from '../../schemas/rating.schema.json';
import brandsConfigSchema from '../../schemas/config/brandsConfig.schema.json';
import errorsSchema from '../../schemas/config/errors.schema.json';
import { ApiError } from '../api/client';
import { exportStudioProgram, importStudioProgram, problemsOf, publishStudioChanges, rollbackStudioFile, saveStudioDraft, studioAudit, studioFile, studioPrograms } from '../api/studio';
import { useRequestContext } from '../api/useRequestContext';
import { can } from '../../adapters/identity/permissions';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { useSession } from '../session/SessionContext';
import { Loading } from '../shell/Loading';
import { Notice, type NoticeKind } from '../shell/Notice';
import { useErrorRedirect } from '../shell/useErrorRedirect';
import { useAuthorName } from './author';
import { compilePage, syntaxProblem } from './edited-text';
import { FileList } from './FileList';
import { FixturesPane } from './FixturesPane';
import { AuditPane, VersionsPane } from './HistoryPane';
import { LayoutEditor, type EditorProblem } from './LayoutEditor';
import { pathRange } from './json-scan';
import { CompiledPane, PreviewPane } from './PreviewPane';
import { ProblemList, type ListedProblem } from './ProblemList';
import { PublishDialog, type PublishOutcome } from './PublishDialog';
import { Tabs } from './Tabs';
import { lastCheck, useStudioCheck, CHECK_PAUSE_MS } from './useStudioCheck';
import { changesOf, pageFixtures, type WorkingSet } from './working-set';
import { ConfigPreview } from './ConfigPreview';
import { inPickerOrder, programLabel, programOf } from './programs';

type Pane = 'preview' | 'compiled' | 'fixtures' | 'versions' | 'audit';
const PANES: readonly Pane[] = ['preview', 'compiled', 'fixtures', 'versions', 'audit'];

type Message = { kind: NoticeKind; text: string; problems?: StudioProblem[] };

const SCHEMAS = { page: layoutSchema, journey: journeySchema, rating: ratingSchema } as Record<string, Record<string, unknown>>;
/** each shared configuration file's own schema (the one the server checks a publish against) */
const CONFIG_SCHEMAS: Record<SharedConfigName, Record<string, unknown>> = { brandsConfig: brandsConfigSchema, errors: errorsSchema };

/** A chosen file's text (FileReader: what every browser, and jsdom, reads a file with). */
function textOf(file: File): Promise<string> {
  return new Promise((done, fail) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.onerror = () => fail(reader.error);
    reader.readAsText(file);
  });
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The layout studio (docs/architecture.md "The layout studio"): a program's files, the chosen one in
 * the JSON editor with its problems marked, the page's preview in both languages, its fixtures, and
 * draft, publish, rollback, export and import through the studio API.
 */
export function Studio() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const { session } = useSession();
  const authorName = useAuthorName();
  const redirect = useErrorRedirect();
  const ids = useId();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const [programs, setPrograms] = useState<StudioProgramsReply['programs']>();
  const [client, setClient] = useState<string>();
  const [path, setPath] = useState<string>();
  const [file, setFile] = useState<StudioFileReply>();
  const [working, setWorking] = useState<WorkingSet>({});
  /** what the editor starts from: a new seed is a new editor */
  const [seed, setSeed] = useState<{ path: string; text: string }>();
  const [pane, setPane] = useState<Pane>('preview');
  const [answers, setAnswers] = useState<FormData>({});
  const [audit, setAudit] = useState<StudioAuditReply>();
  const [message, setMessage] = useState<Message>();
  const [busy, setBusy] = useState(false);
  /** publishes made here: the fixtures form starts afresh after one */
  const [publishes, setPublishes] = useState(0);
  const [publishing, setPublishing] = useState<{ outcome?: PublishOutcome }>();
  const [focusAt, setFocusAt] = useState<{ at: number; seq: number }>();
  const [fatal, setFatal] = useState<ApiError>();
  const importInput = useRef<HTMLInputElement>(null);
  /** the file asked for last */
  const opening = useRef<string | undefined>(undefined);
  const title = t('studio.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  /** a session that ended or a server that cannot be reached leaves for the error page, as everywhere */
  const leaves = (e: unknown) => e instanceof ApiError && e.redirects && (setFatal(e), true);
  const failedText = (e: unknown) => (e instanceof ApiError ? (e.serverMessage ?? t(e.statusTextId)) : String(e));

  const loadPrograms = useCallback(async () => {
    try {
      const listed = inPickerOrder((await studioPrograms(ctx)).programs);
      setPrograms(listed);
      setClient((c) => c ?? (listed.find((p) => p.client === base.program.client) ?? listed[0])?.client);
    } catch (e) {
      if (e instanceof ApiError) setFatal(e);
    }
  }, [ctx, base.program.client]);
  useEffect(() => {
    void loadPrograms();
  }, [loadPrograms]);

  const loadAudit = useCallback(
    (of: string) => {
      setAudit(undefined);
      studioAudit(ctx, of).then(setAudit, () => setAudit({ entries: [] }));
    },
    [ctx],
  );
  useEffect(() => {
    if (client) loadAudit(client);
  }, [client, loadAudit]);

  /** Opens `to`: the text being edited here, else the server's draft, else the published text. `fresh` forgets what was edited here. */
  const open = async (to: string, fresh = false) => {
    opening.current = to;
    try {
      const reply = await studioFile(ctx, to);
      // a file chosen meanwhile wins over this one
      if (opening.current !== to) return;
      setFile(reply);
      setPath(to);
      const kept = fresh ? undefined : working[to];
      const start = kept ?? { text: reply.draft?.text ?? reply.published?.text ?? '', published: reply.published?.text ?? null, base: reply.published?.id ?? null };
      setWorking((w) => ({ ...w, [to]: { ...start, published: reply.published?.text ?? null, base: kept ? kept.base : (reply.published?.id ?? null) } }));
      setSeed({ path: to, text: start.text });
    } catch (e) {
      if (leaves(e)) return;
      setMessage({ kind: 'error', text: t('studio.failed', { message: failedText(e) }) });
    }
  };

  // the program's first page opens with the program
  const program = programs?.find((p) => p.client === client);
  useEffect(() => {
    if (!program || (path && programOf(path) === program.client)) return;
    const first = program.files.find((f) => f.kind === 'page') ?? program.files[0];
    if (first) void open(first.path);
    // opening is what choosing a program does (`open` is a new function on every render)
  }, [program?.client]);

  const text = path ? (working[path]?.text ?? '') : '';
  const kind = path ? classifyLayoutFile(path) : undefined;
  const ratingPlan = !!path && ratingPlanProgram(path) !== undefined;
  const config = path ? sharedConfigName(path) : undefined;
  const changes = useMemo(() => (client ? changesOf(working, client) : []), [working, client]);
  const check = useStudioCheck(ctx, client, changes);
  const checked = lastCheck(check);
  const settled = useDebounced(text, CHECK_PAUSE_MS);
  const settledPath = useDebounced(path, CHECK_PAUSE_MS);
  const pageOf = kind?.kind === 'page' ? kind.program : undefined;
  const compiled = useMemo(() => (pageOf && path && settledPath === path ? compilePage(settled, pageOf, path) : undefined), [settled, settledPath, path, pageOf]);
  const pages = compiled && 'pages' in compiled ? compiled.pages : undefined;

  // the problems: JSON syntax at once, the compiler's as typing pauses, the server's check after it
  const syntax = useMemo(() => syntaxProblem(text), [text]);
  const listed: ListedProblem[] = useMemo(() => {
    const local: ListedProblem[] = syntax && path ? [{ file: path, path: '$', message: t('studio.problems.syntax', { line: syntax.line, column: syntax.column, message: syntax.message }), severity: 'error' }] : [];
    // the compiler's, until the server's check of this text (which compiles the page too) answers
    const compiler: ListedProblem[] = check.state !== 'done' && compiled && 'problems' in compiled ? compiled.problems.map((p) => ({ ...p, severity: 'error' })) : [];
    const server: ListedProblem[] = checked ? [...checked.problems.map((p): ListedProblem => ({ ...p, severity: 'error' })), ...checked.warnings.map((p): ListedProblem => ({ ...p, severity: 'warning' }))] : [];
    // the server's syntax problem repeats the one found here
    const all = [...local, ...compiler, ...server.filter((p) => !(syntax && p.file === path && p.path === '$' && p.message.startsWith('invalid JSON')))];
    return all.filter((p, i) => all.findIndex((o) => o.file === p.file && o.path === p.path && o.message === p.message) === i);
  }, [syntax, compiled, checked, check.state, path, t]);
  const editorProblems: EditorProblem[] = useMemo(
    () =>
      listed
        .filter((p) => p.file === path)
        .map((p) => {
          if (syntax && p.path === '$' && p.file === path && p.severity === 'error' && p === listed[0]) return { from: syntax.at, to: Math.min(syntax.at + 1, text.length), message: p.message, severity: 'error' };
          return { ...pathRange(text, p.path), message: `${p.path}: ${p.message}`, severity: p.severity };
        }),
    [listed, path, text, syntax],
  );

  if (fatal) return redirect(fatal);
  if (!programs || !client) return <Loading />;

  const edit = (next: string) => path && setWorking((w) => ({ ...w, [path]: { ...w[path]!, text: next } }));
  const goTo = (p: ListedProblem) => {
    if (p.file !== path) return void open(p.file);
    const at = syntax && p.path === '$' && p === listed[0] ? syntax.at : pathRange(text, p.path).from;
    setFocusAt((f) => ({ at, seq: (f?.seq ?? 0) + 1 }));
  };

  const saveDraft = async () => {
    if (!path) return;
    setBusy(true);
    try {
      await saveStudioDraft(ctx, path, text);
      setMessage({ kind: 'success', text: t('studio.draftSaved', { path }) });
      void loadPrograms();
    } catch (e) {
      if (!leaves(e)) setMessage({ kind: 'error', text: t('studio.failed', { message: failedText(e) }) });
    } finally {
      setBusy(false);
    }
  };

  const afterPublish = async (publishedPaths: string[], note: string) => {
    setPublishes((n) => n + 1);
    setWorking((w) => Object.fromEntries(Object.entries(w).filter(([p]) => !publishedPaths.includes(p))));
    setMessage({ kind: 'success', text: note });
    await loadPrograms();
    loadAudit(client);
    if (path) await open(path, true);
  };

  const publish = async (note: string) => {
    setBusy(true);
    try {
      await publishStudioChanges(ctx, { client, changes: changes.map(({ path: p, text: x }) => ({ path: p, text: x })), base: Object.fromEntries(changes.map((c) => [c.path, c.base])), note });
      setPublishing(undefined);
      await afterPublish(changes.map((c) => c.path), t('studio.publish.done', { count: changes.length }));
    } catch (e) {
      if (leaves(e)) return;
      const problems = problemsOf(e);
      if (problems.length) setPublishing({ outcome: { kind: 'problems', problems } });
      else if (e instanceof ApiError && e.status === 409) setPublishing({ outcome: { kind: 'conflict' } });
      else setPublishing({ outcome: { kind: 'failed', message: t('studio.failed', { message: failedText(e) }) } });
    } finally {
      setBusy(false);
    }
  };

  const reloadAfterConflict = async () => {
    setPublishing(undefined);
    setWorking({});
    await loadPrograms();
    if (path) await open(path, true);
    setMessage({ kind: 'info', text: t('studio.publish.reloaded') });
  };

  const rollback = async (version: StudioVersion, note: string) => {
    if (!file) return;
    setBusy(true);
    try {
      await rollbackStudioFile(ctx, { version_id: version.id, base: file.published?.id ?? null, note });
      await afterPublish([version.path], t('studio.versions.done', { id: version.id }));
    } catch (e) {
      if (leaves(e)) return;
      const problems = problemsOf(e);
      if (problems.length) setMessage({ kind: 'error', text: t('studio.publish.refused'), problems });
      else if (e instanceof ApiError && e.status === 409) setMessage({ kind: 'warning', text: t('studio.publish.conflict') });
      else setMessage({ kind: 'error', text: t('studio.failed', { message: failedText(e) }) });
    } finally {
      setBusy(false);
    }
  };

  const exportProgram = async () => {
    try {
      const exported = await exportStudioProgram(ctx, client);
      const url = URL.createObjectURL(new Blob([`${JSON.stringify(exported, null, 2)}\n`], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `layouts-${client}-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      if (!leaves(e)) setMessage({ kind: 'error', text: t('studio.failed', { message: failedText(e) }) });
    }
  };

  const importProgram = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    let body: { client: string; files: { path: string; text: string }[] };
    try {
      body = JSON.parse(await textOf(chosen)) as typeof body;
      if (typeof body?.client !== 'string' || !Array.isArray(body.files)) throw new Error('shape');
    } catch {
      return setMessage({ kind: 'error', text: t('studio.import.notExport', { name: chosen.name }) });
    }
    setBusy(true);
    try {
      await importStudioProgram(ctx, { client: body.client, files: body.files, note: t('studio.import.note', { name: chosen.name }) });
      if (body.client !== client) setClient(body.client);
      await afterPublish(body.files.map((f) => f.path), t('studio.import.done', { count: body.files.length, client: programLabel(body.client, t) }));
    } catch (e) {
      if (leaves(e)) return;
      const problems = problemsOf(e);
      setMessage(problems.length ? { kind: 'error', text: t('studio.publish.refused'), problems } : { kind: 'error', text: t('studio.failed', { message: failedText(e) }) });
    } finally {
      setBusy(false);
    }
  };

  const addFixture = async (to: string, fixture: string): Promise<string | undefined> => {
    try {
      await saveStudioDraft(ctx, to, fixture);
    } catch (e) {
      if (leaves(e)) return undefined;
      return t('studio.failed', { message: failedText(e) });
    }
    setWorking((w) => ({ ...w, [to]: { text: fixture, published: null, base: null } }));
    return undefined;
  };

  const shared = client === SHARED_CONFIG;
  const route = kind && kind.kind !== 'journey' ? kind.route : undefined;
  const fixtures = route ? pageFixtures(program?.files.map((f) => f.path) ?? [], working, client, route) : [];
  const checking = check.state === 'checking';

  return (
    <section className="studio-page" aria-labelledby={`${ids}-title`}>
      {/* an analyst who is no CSR has no work list to go back to */}
      {can.viewWorkList(session!.principal) && (
        <p className="admin-back">
          <Link to={paths.workList(base.path)}>{t('studio.workList')}</Link>
        </p>
      )}
      <h1 id={`${ids}-title`} tabIndex={-1}>
        {title}
      </h1>
      <p className="admin-intro">{t('studio.intro')}</p>
      {message && (
        <Notice kind={message.kind}>
          <p>{message.text}</p>
          {message.problems && (
            <ul>
              {message.problems.map((p, i) => (
                <li key={i}>
                  {p.file} · <code>{p.path}</code>: {p.message}
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <div className="studio-layout">
        <FileList programs={programs} client={client} path={path} working={working} onClient={setClient} onOpen={(p) => {
            setMessage(undefined);
            void open(p);
          }} />
        <div className="studio-main">
          <div className="studio-toolbar">
            <h2 className="studio-path">{path ?? t('studio.noFile')}</h2>
            <div className="studio-buttons">
              <button type="button" className="button secondary" disabled={busy || !path} onClick={() => void saveDraft()}>
                {t('studio.saveDraft')}
              </button>
              <button type="button" className="button" disabled={busy || !changes.length} onClick={() => setPublishing({})}>
                {t('studio.publish.button', { count: changes.length })}
              </button>
            </div>
          </div>
          {path && seed?.path === path && (
            <LayoutEditor
              initial={seed.text}
              onChange={edit}
              problems={editorProblems}
              schema={config ? CONFIG_SCHEMAS[config] : ratingPlan ? SCHEMAS.rating : kind ? SCHEMAS[kind.kind] : undefined}
              label={t('studio.editor.label', { path })}
              describedBy={`${ids}-problems`}
              focusAt={focusAt}
            />
          )}
          {file?.draft && path && working[path]?.text === file.draft.text && (
            <p className="studio-muted">{t('studio.fromDraft', { author: authorName(file.draft.author), at: intl.formatDate(file.draft.created_at, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
          )}
          <ProblemList id={`${ids}-problems`} problems={listed} state={check.state} shared={shared} onGo={goTo} />
          <div className="studio-buttons studio-transfer">
            <button type="button" className="button secondary" onClick={() => void exportProgram()}>
              {t(shared ? 'studio.exportConfig' : 'studio.export')}
            </button>
            <label className="button secondary studio-import">
              {t(shared ? 'studio.importConfig' : 'studio.import')}
              <input ref={importInput} type="file" accept="application/json,.json" className="visually-hidden" disabled={busy} onChange={(e) => void importProgram(e)} />
            </label>
          </div>
        </div>
        <div className="studio-side">
          <Tabs idPrefix={`${ids}-pane`} label={t('studio.panes')} tabs={PANES.map((id) => ({ id, label: t(`studio.pane.${id}`) }))} current={pane} onSelect={setPane}>
            {pane === 'preview' &&
              (kind?.kind === 'page' ? (
                <PreviewPane client={kind.program} route={kind.route} pages={pages} onAnswers={setAnswers} />
              ) : config ? (
                <ConfigPreview name={config} text={text} />
              ) : (
                <p className="studio-muted">{t(ratingPlan ? 'studio.preview.ratingPlan' : 'studio.preview.pagesOnly')}</p>
              ))}
            {pane === 'compiled' && (config ? <p className="studio-muted">{t('studio.preview.config')}</p> : ratingPlan ? <p className="studio-muted">{t('studio.preview.ratingPlan')}</p> : <CompiledPane pages={pages} />)}
            {pane === 'fixtures' &&
              (route ? (
                <FixturesPane key={publishes} client={client} route={route} fixtures={fixtures} check={checked} checking={checking} answers={answers} onOpen={(p) => void open(p)} onAdd={addFixture} />
              ) : (
                <p className="studio-muted">{t(config ? 'studio.preview.config' : 'studio.preview.pagesOnly')}</p>
              ))}
            {pane === 'versions' && (file ? <VersionsPane file={file} busy={busy} onRollback={(v, note) => void rollback(v, note)} /> : <Loading />)}
            {pane === 'audit' && <AuditPane audit={audit} shared={shared} />}
          </Tabs>
        </div>
      </div>
      {publishing && (
        <PublishDialog
          changes={changes.map((c) => ({ ...c, published: working[c.path]?.published ?? null }))}
          busy={busy}
          outcome={publishing.outcome}
          onPublish={(note) => void publish(note)}
          onReload={() => void reloadAfterConflict()}
          onClose={() => setPublishing(undefined)}
        />
      )}
    </section>
  );
}
