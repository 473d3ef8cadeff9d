import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { StudioCheckReply } from '../../adapters/api/studio';
import { parseFixture } from '../../adapters/layout/fixture-run';
import type { FormData } from '../../adapters/types';
import { FIXTURE_NAME } from './working-set';

interface Props {
  client: string;
  route: string;
  /** the page's fixture files */
  fixtures: readonly string[];
  /** the latest check of the program with the changes (undefined: none yet) */
  check: StudioCheckReply | undefined;
  checking: boolean;
  /** the preview's latest answers */
  answers: FormData;
  onOpen: (path: string) => void;
  /** adds the fixture file; resolves with a problem to show, or nothing when added */
  onAdd: (path: string, text: string) => Promise<string | undefined>;
}

/**
 * The page's fixtures with their verdicts (the server's check runs each through the fixture runner
 * of layouts:check, in both languages), and a form that adds one from the preview's answers or from JSON.
 */
export function FixturesPane({ client, route, fixtures, check, checking, answers, onOpen, onAdd }: Props) {
  const intl = useIntl();
  const ids = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(undefined);
    if (!FIXTURE_NAME.test(name)) return setProblem(t('studio.fixtures.badName'));
    const path = `fixtures/${client}/${route}/${name}.json`;
    if (fixtures.includes(path)) return setProblem(t('studio.fixtures.exists', { name }));
    const parsed = parseFixture(path, text);
    if ('problem' in parsed) return setProblem(t('studio.fixtures.badJson', { path: parsed.problem.path, message: parsed.problem.message }));
    setBusy(true);
    const failed = await onAdd(path, text.endsWith('\n') ? text : `${text}\n`);
    setBusy(false);
    setProblem(failed);
    if (!failed) {
      setAdded(name);
      setName('');
      setText('');
    }
  };

  return (
    <div className="studio-fixtures">
      {fixtures.length === 0 ? (
        <p className="studio-muted">{t('studio.fixtures.none')}</p>
      ) : (
        <ul className="studio-fixture-list">
          {fixtures.map((path) => {
            const failures = check?.problems.filter((p) => p.file === path) ?? [];
            const verdict = checking || !check ? 'pending' : failures.length ? 'fail' : 'pass';
            return (
              <li key={path} className={`studio-fixture ${verdict}`}>
                <span className="studio-verdict">{t(`studio.fixtures.${verdict}`)}</span>
                <button type="button" className="link-button" onClick={() => onOpen(path)}>
                  {path.split('/').pop()}
                </button>
                {verdict === 'fail' && (
                  <ul>
                    {failures.map((f, i) => (
                      <li key={i}>
                        <code>{f.path}</code> {f.message}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form className="studio-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids}-add`} noValidate>
        <h3 id={`${ids}-add`}>{t('studio.fixtures.add')}</h3>
        <div className="field">
          <label htmlFor={`${ids}-name`}>{t('studio.fixtures.name')}</label>
          <input id={`${ids}-name`} value={name} spellCheck={false} autoComplete="off" aria-describedby={`${ids}-name-hint`} onChange={(e) => setName(e.target.value)} />
          <p id={`${ids}-name-hint`} className="hint">{t('studio.fixtures.nameHint')}</p>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-json`}>{t('studio.fixtures.json')}</label>
          <textarea id={`${ids}-json`} rows={8} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="studio-buttons">
          <button type="button" className="button secondary" onClick={() => setText(`${JSON.stringify({ data: answers, expect: 'valid' }, null, 2)}\n`)}>
            {t('studio.fixtures.fromPreview')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('studio.fixtures.addButton')}
          </button>
        </div>
        {problem && <p className="studio-error" role="alert">{problem}</p>}
        {added && <p className="studio-ok" role="status">{t('studio.fixtures.added', { name: added })}</p>}
      </form>
    </div>
  );
}
