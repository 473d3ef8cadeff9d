import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SharedConfigName } from '../../adapters/api/studio';
import { sanitizeMessage } from '../../adapters/errors/catalogue';
import type { Locale } from '../../adapters/types';

type T = (id: string, values?: Record<string, string | number>) => string;

/**
 * A shared configuration file beside the editor: it has no form to preview, so this says what a
 * publish does with it; the error catalogue shows its records as a person reads them, the brand
 * configuration its programs with their names and own settings.
 */
export function ConfigPreview({ name, text }: { name: SharedConfigName; text: string }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  return (
    <div className="studio-config">
      <p className="studio-muted">{t('studio.preview.config')}</p>
      {name === 'errors' ? <ErrorRecords text={text} t={t} /> : <BrandPrograms text={text} t={t} />}
    </div>
  );
}

/** The value of `key` in the edited text's top-level object; undefined while the text does not parse (the problems say why). */
function topLevel(text: string, key: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** An entry's fields; none when it is not an object. */
const fieldsOf = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** One program's entry of the brand configuration as far as the text gives it. */
interface ProgramView {
  client: string;
  name: Partial<Record<Locale, string>>;
  /** the settings it sets for itself, over the shared ones */
  own: [string, unknown][];
}

/** The programs of the edited brand configuration; undefined while it does not parse or holds no `clients` (the problems say why). */
function readPrograms(text: string): ProgramView[] | undefined {
  const clients = topLevel(text, 'clients');
  if (!clients || typeof clients !== 'object' || Array.isArray(clients)) return undefined;
  return Object.entries(clients).map(([client, entry]) => {
    const o = fieldsOf(entry);
    return { client, name: texts(o.brandName), own: Object.entries(o).filter(([key]) => key !== 'brandName') };
  });
}

/** A setting's value in a few words: the JSON, cut after 80 characters. */
function briefly(value: unknown): string {
  const json = JSON.stringify(value) ?? '';
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}

/** The brand configuration's programs, one after the other: each one's name in both languages and the settings it sets for itself. */
function BrandPrograms({ text, t }: { text: string; t: T }) {
  const ids = useId();
  const programs = useMemo(() => readPrograms(text), [text]);
  if (!programs) return <p className="studio-muted">{t('studio.brands.unreadable')}</p>;
  const missing = '—';
  return (
    <>
      <p className="studio-muted">{t('studio.brands.lookup')}</p>
      <section className="studio-records studio-brands" aria-labelledby={`${ids}-caption`} tabIndex={0}>
        <h3 id={`${ids}-caption`}>{t('studio.brands.caption', { count: programs.length })}</h3>
        <ul>
          {programs.map((p) => (
            <li key={p.client}>
              <code>{p.client}</code>
              <dl>
                {LOCALES.map((l) => (
                  <div key={l}>
                    <dt>{t(l === 'en-CA' ? 'studio.preview.en' : 'studio.preview.fr')}</dt>
                    <dd lang={l.slice(0, 2)}>{p.name[l] ?? missing}</dd>
                  </div>
                ))}
                <div>
                  <dt>{t('studio.brands.own')}</dt>
                  <dd>
                    {p.own.length === 0
                      ? t('studio.brands.sharedOnly')
                      : p.own.map(([key, value]) => (
                          <span key={key} className="studio-setting">
                            <code>{key}</code>: {briefly(value)}
                          </span>
                        ))}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** One record as far as the text gives it: what is missing or of the wrong type stays undefined. */
interface RecordView {
  page?: string;
  status?: number;
  errorCode?: number;
  errorType?: string;
  position?: string;
  url?: string;
  title: Partial<Record<Locale, string>>;
  message: Partial<Record<Locale, string>>;
}

const LOCALES: readonly Locale[] = ['en-CA', 'fr-CA'];

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const texts = (v: unknown): Partial<Record<Locale, string>> => (v && typeof v === 'object' ? Object.fromEntries(LOCALES.flatMap((l) => (typeof (v as Record<string, unknown>)[l] === 'string' ? [[l, (v as Record<string, string>)[l]]] : []))) : {});

/** The records of the edited text; undefined while it does not parse or holds no list of records (the problems say why). */
function readRecords(text: string): RecordView[] | undefined {
  const records = topLevel(text, 'records');
  if (!Array.isArray(records)) return undefined;
  return records.map((r: unknown) => {
    const o = fieldsOf(r);
    return { page: str(o.page), status: num(o.status), errorCode: num(o.errorCode), errorType: str(o.errorType), position: str(o.errorPositionOnPage), url: str(o.reDirectionUrl), title: texts(o.title), message: texts(o.message) };
  });
}

/** Where the record shows, in words: the address an errorPage or redirect record leads to has its status filled in, as errorAction does. */
function shownWhere(r: RecordView, t: T): string | undefined {
  const to = (r.url ?? '').replace('errorCode', String(r.status ?? ''));
  switch (r.errorType) {
    case 'inline':
      return t('studio.errors.mode.inline');
    case 'onPage':
      return t(r.position === 'bottom' ? 'studio.errors.mode.onPageBottom' : 'studio.errors.mode.onPage');
    case 'errorPage':
      return t('studio.errors.mode.errorPage', { to });
    case 'redirect':
      return t('studio.errors.mode.redirect', { to });
    default:
      return undefined;
  }
}

/** The catalogue's records as a table: what looks each one up, where it shows, and its title and message in each language as shown (sanitizeMessage). */
function ErrorRecords({ text, t }: { text: string; t: T }) {
  const ids = useId();
  const ui = useIntl().locale.slice(0, 2);
  const records = useMemo(() => readRecords(text), [text]);
  if (!records) return <p className="studio-muted">{t('studio.errors.unreadable')}</p>;
  const missing = '—';
  return (
    <>
      <p className="studio-muted">{t('studio.errors.lookup')}</p>
      {/* the table scrolls in its own box: a catalogue holds many records */}
      <div className="studio-records" role="region" aria-labelledby={`${ids}-caption`} tabIndex={0}>
        <table>
          <caption id={`${ids}-caption`}>{t('studio.errors.caption', { count: records.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('studio.errors.record')}</th>
              {LOCALES.map((l) => (
                <th key={l} scope="col">
                  {t(l === 'en-CA' ? 'studio.preview.en' : 'studio.preview.fr')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {records.map((r, i) => (
              <tr key={i}>
                <th scope="row">
                  <code>{r.page ?? missing}</code>
                  <span>{t('studio.errors.statusCode', { status: r.status ?? missing, code: r.errorCode ?? missing })}</span>
                  <span className="studio-record-mode">{shownWhere(r, t) ?? missing}</span>
                </th>
                {LOCALES.map((l) => {
                  const title = r.title[l];
                  const message = r.message[l];
                  const trimmed = (title !== undefined && sanitizeMessage(title) !== title.trim()) || (message !== undefined && sanitizeMessage(message) !== message.trim());
                  return (
                    <td key={l} lang={l.slice(0, 2)} data-label={t(l === 'en-CA' ? 'studio.preview.en' : 'studio.preview.fr')}>
                      <strong>{title === undefined ? missing : sanitizeMessage(title)}</strong>
                      <span>{message === undefined ? missing : sanitizeMessage(message)}</span>
                      {trimmed && (
                        <span className="studio-muted" lang={ui}>
                          {t('studio.errors.trimmed')}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
