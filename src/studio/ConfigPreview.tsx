import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SharedConfigName } from '../../adapters/api/studio';
import { sanitizeMessage } from '../../adapters/errors/catalogue';
import type { Locale } from '../../adapters/types';

type T = (id: string, values?: Record<string, string | number>) => string;

/**
 * A shared configuration file beside the editor: it has no form to preview, so this says what a
 * publish does with it; the error catalogue shows its records as a person reads them.
 */
export function ConfigPreview({ name, text }: { name: SharedConfigName; text: string }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  return (
    <div className="studio-config">
      <p className="studio-muted">{t('studio.preview.config')}</p>
      {name === 'errors' && <ErrorRecords text={text} t={t} />}
    </div>
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const records = parsed && typeof parsed === 'object' ? (parsed as { records?: unknown }).records : undefined;
  if (!Array.isArray(records)) return undefined;
  return records.map((r: unknown) => {
    const o = r && typeof r === 'object' ? (r as Record<string, unknown>) : {};
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
