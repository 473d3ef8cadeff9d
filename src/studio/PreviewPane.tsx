import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { hasMessages, installMessages } from '../../adapters/i18n/catalog';
import type { CompiledLayout, FormData, Locale } from '../../adapters/types';
import type { DocumentsClient } from '../../widgets/complex/attachments/documents-client';
import { JourneyForm } from '../../widgets/journey-form';
import { MarkdownHtmlContext, type MarkdownHtmlLookup } from '../../widgets/inputs/markdown/markdown-html';
import { getConfig } from '../api/config';
import { useRequestContext } from '../api/useRequestContext';
import { WithValidators } from '../journey/WithValidators';
import { previewPage } from './preview-validators';

interface Props {
  client: string;
  route: string;
  pages: CompiledLayout[] | undefined;
  onAnswers: (answers: FormData) => void;
}

const LANGUAGES: Record<Locale, string> = { 'en-CA': 'studio.preview.en', 'fr-CA': 'studio.preview.fr' };

/**
 * The edited page as applicants get it, in English and French side by side: the step page's form and
 * widgets, its rules running (a changed answer shows or hides fields), Continue checking the page.
 */
export function PreviewPane({ client, route, pages, onAnswers }: Props) {
  const markdown = usePublishedMarkdown(client, route);
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // both languages' widget messages: the app loaded only the page's
  const [languages, setLanguages] = useState(false);
  useEffect(() => {
    let live = true;
    // the locale chunks themselves, as load-messages.ts loads them: importing that module from here would split the entry into more chunks for every page
    void Promise.all([
      hasMessages('en-CA') || import('../i18n/locales/en-CA').then((m) => installMessages('en-CA', m.default)),
      hasMessages('fr-CA') || import('../i18n/locales/fr-CA').then((m) => installMessages('fr-CA', m.default)),
    ]).then(() => live && setLanguages(true));
    return () => {
      live = false;
    };
  }, []);
  const forms = useMemo(() => pages?.map(previewPage), [pages]);
  if (!forms) return <p className="studio-muted">{t('studio.preview.none')}</p>;
  return (
    <MarkdownHtmlContext.Provider value={markdown}>
      <div className="studio-preview">
        <p className="studio-muted">{t('studio.preview.unchecked')}</p>
        <div className="studio-preview-pair">
          {forms.map((form) => {
            const { locale } = form.meta;
            return (
              <section key={locale} lang={locale.slice(0, 2)} className="studio-preview-form" aria-label={t(LANGUAGES[locale])}>
                <h3>{t(LANGUAGES[locale])}</h3>
                {languages ? (
                  // as on the step page: the preview's checks are there already (previewPage); the page's lazy widgets load meanwhile
                  <WithValidators client={form.meta.program} compiled={form}>
                    <LanguageForm compiled={form} onAnswers={onAnswers} />
                  </WithValidators>
                ) : (
                  <p role="status">{t('studio.loading')}</p>
                )}
              </section>
            );
          })}
        </div>
      </div>
    </MarkdownHtmlContext.Provider>
  );
}

/**
 * The published page's markdown as the server rendered it (the browser holds no markdown renderer,
 * adapters/markdown): a markdown text edited here shows as written until it is published.
 */
function usePublishedMarkdown(client: string, route: string): MarkdownHtmlLookup {
  const ctx = useRequestContext();
  const [html, setHtml] = useState<Readonly<Record<string, string>>>();
  useEffect(() => {
    let live = true;
    setHtml(undefined);
    getConfig<unknown>({ ...ctx, client }, ctx.locale, route).then(
      (reply) => live && setHtml('markdown' in reply ? (reply.markdown as Record<string, string>) : undefined),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ctx, client, route]);
  return useCallback((source: string) => html?.[source], [html]);
}

const EMPTY: FormData = {};

/** An attachments field in the preview: no application, so its list is empty and takes nothing. */
function usePreviewDocuments(): DocumentsClient {
  const intl = useIntl();
  const empty = intl.formatMessage({ id: 'studio.preview.noDocuments' });
  return useMemo(
    () => ({
      list: () => Promise.resolve({ documents: [], allowed_types: [], max_file_bytes: 0, max_files: 0, locked: true, empty_message: empty }),
      upload: () => Promise.reject(new Error(empty)),
      remove: () => Promise.reject(new Error(empty)),
      downloadUrl: () => '#',
    }),
    [empty],
  );
}

/** One language's form: its callbacks stay the same for the form's life, as JourneyForm needs. */
function LanguageForm({ compiled, onAnswers }: { compiled: CompiledLayout; onAnswers: (answers: FormData) => void }) {
  const intl = useIntl();
  const [valid, setValid] = useState(false);
  const documents = usePreviewDocuments();
  const report = useRef(onAnswers);
  report.current = onAnswers;
  const onChange = useCallback((answers: FormData) => {
    setValid(false);
    report.current(answers);
  }, []);
  const onSubmit = useCallback((answers: FormData) => {
    setValid(true);
    report.current(answers);
  }, []);
  const { locale } = compiled.meta;
  return (
    <>
      <h4 className="studio-preview-heading">{compiled.meta.heading ?? compiled.meta.title}</h4>
      {compiled.meta.subheading && <p className="journey-subheading">{compiled.meta.subheading}</p>}
      {valid && <p className="studio-ok" role="status">{intl.formatMessage({ id: 'studio.preview.valid' })}</p>}
      <JourneyForm key={compiled.meta.hash} compiled={compiled} data={EMPTY} saved={EMPTY} locale={locale} idPrefix={`preview-${locale}`} onChange={onChange} onSubmit={onSubmit} documents={documents} />
    </>
  );
}

/** The compiled JSON Schema, UI schema and rules of the page (English compile). */
export function CompiledPane({ pages }: { pages: CompiledLayout[] | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (!pages?.[0]) return <p className="studio-muted">{t('studio.preview.none')}</p>;
  const [en] = pages;
  const parts = [
    ['studio.compiled.schema', en.schema],
    ['studio.compiled.uiSchema', en.uiSchema],
    ['studio.compiled.rules', en.rules],
  ] as const;
  return (
    <div className="studio-compiled">
      {parts.map(([id, value]) => (
        <details key={id} open={id === 'studio.compiled.schema'}>
          <summary>{t(id)}</summary>
          <pre tabIndex={0}>{JSON.stringify(value, null, 2)}</pre>
        </details>
      ))}
    </div>
  );
}
