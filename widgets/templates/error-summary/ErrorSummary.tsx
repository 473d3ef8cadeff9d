import { finishSentence, joinLabels, labelled } from '../../../adapters/format';
import type { FieldError, Locale } from '../../../adapters/types';
import { useT } from '../../i18n/use-t';

interface ErrorSummaryProps {
  errors: readonly FieldError[];
  locale: Locale;
  /** DOM id of a field, for the links' href */
  idFor(path: string): string;
  /** a link was followed: bring the field into view and focus it */
  onSelect(path: string): void;
}

/** Beyond this many fields the sentence counts them; the list below names each (a long sentence is not read). */
const NAMED_IN_SENTENCE = 3;

/** One entry per field, in the order given (the page's reading order). */
function byField(errors: readonly FieldError[]): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const error of errors) if (!seen.has(error.field)) seen.set(error.field, error);
  return [...seen.values()];
}

/**
 * The page's errors above the form in a live region: a sentence naming the fields ("A, B and C")
 * and a link to each, punctuated the locale's way (adapters/format/join.ts: no "?." nor "?:").
 * The region is always present so that assistive technology announces changes.
 */
export function ErrorSummary({ errors, locale, idFor, onSelect }: ErrorSummaryProps) {
  const t = useT();
  const fields = byField(errors);
  return (
    <div className="jf-summary" role="alert" data-empty={fields.length === 0 || undefined}>
      {fields.length > 0 && (
        <>
          <h2 className="jf-summary-title">{t('widgets.form.errorSummaryTitle')}</h2>
          <p className="jf-summary-text">
            {finishSentence(
              fields.length > NAMED_IN_SENTENCE
                ? t('widgets.form.errorSummaryMany', { count: fields.length })
                : t('widgets.form.errorSummary', { fields: joinLabels(fields.map((e) => e.label), locale) }),
            )}
          </p>
          <ul className="jf-summary-list">
            {fields.map((error) => (
              <li key={error.field}>
                <a
                  href={`#${idFor(error.field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onSelect(error.field);
                  }}
                >
                  {labelled(error.label, error.message, locale)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
