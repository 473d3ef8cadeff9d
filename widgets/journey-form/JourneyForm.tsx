import { useMemo, useState } from 'react';
import Form from '@rjsf/core';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';
import { useT } from '../i18n/use-t';
import { PopupModal } from '../modals/PopupModal';
import { ErrorSummary } from '../templates/error-summary/ErrorSummary';
import { DraftRegistry } from '../theme/runtime/draft-registry';
import { FormRuntimeContext } from '../theme/runtime/FormRuntime';
import { DEFAULT_THEME } from './default-theme';
import type { JourneyFormProps } from './types';
import { rjsfValidator } from './rjsf-validator';
import { useJourneyState } from './use-journey-state';

/**
 * A required list compiles to `minItems: 1` (what the server checks), and RJSF's default fills an
 * array up to minItems with blank items: the list would start with an item nobody added, and its
 * "required" error would only show once that item is removed. Lists start empty; the validation says
 * what is missing.
 */
const DEFAULT_FORM_STATE = { arrayMinItems: { populate: 'never' } } as const;

function ContinueButton({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="jf-actions">
      <button type="submit" className="jf-button">
        {label ?? t('widgets.form.continue')}
      </button>
    </div>
  );
}

/**
 * A journey page: the compiled layout rendered by RJSF with the journey theme. Rules run on every
 * change (hidden fields vanish, disabled ones lock, derived values appear); a field is validated
 * when it loses focus and the page on Continue, with the adapters' validatePage — the same check
 * the server runs — so RJSF's own validation is off. Errors from the server show beside their fields.
 * Text inputs commit what is typed on blur, Enter or a pause (widgets/shared/use-draft.ts), so
 * a keystroke re-renders only its input, never the form. The page's popups open in a modal on a
 * valid Continue, a change, the page's load or a failing check that names one (adapters/popups).
 * The page's validator functions must be
 * there before it renders (rjsf-validator.ts): in the app, src/journey loads the page's module first.
 */
export function JourneyForm(props: JourneyFormProps) {
  const { compiled, locale, formContext, serverErrors, children, theme = DEFAULT_THEME, idPrefix = 'root', lookups, finance, documents } = props;
  const { csr, editMode, quoteForm, today } = formContext ?? {};
  const state = useJourneyState({
    compiled,
    data: props.data,
    answers: props.answers,
    saved: props.saved,
    user: props.user,
    today,
    idPrefix,
    serverErrors,
    onChange: props.onChange,
    onSubmit: props.onSubmit,
    onPopupAction: props.onPopupAction,
  });
  const { validateItem } = state;
  const [drafts] = useState(() => new DraftRegistry());
  // one object while these stay the same: a new formContext would re-render every field, which is
  // why lookups, finance and documents are compared by reference and callers keep them stable
  const context = useMemo(
    () => ({ csr, editMode, quoteForm, today, lookups, finance, documents, validateItem, drafts }),
    [csr, editMode, quoteForm, today, lookups, finance, documents, validateItem, drafts],
  );
  const validator = rjsfValidator(compiled.schema);
  if (!validator) throw new Error(`no validator for page ${compiled.meta.routeName}: load its module before rendering the form`);
  const continueLabel = compiled.meta.buttons.find((button) => button.type === 'continue')?.label;

  return (
    <WidgetIntlProvider locale={locale}>
      <FormRuntimeContext.Provider value={state.runtime}>
        {/* Every submit (a button, Enter, form.requestSubmit()) first commits the text still being
            typed: RJSF queues the submission after those changes, so it validates and sends them. */}
        <div className="jf-form" onSubmitCapture={() => drafts.flushAll()}>
          <ErrorSummary errors={state.summary} locale={locale} idFor={state.runtime.idFor} onSelect={state.requestFocus} />
          <Form
            schema={compiled.schema}
            uiSchema={compiled.uiSchema}
            formData={state.formData}
            formContext={context}
            validator={validator}
            widgets={theme.widgets}
            fields={theme.fields}
            templates={theme.templates}
            idPrefix={idPrefix}
            idSeparator="."
            experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
            noValidate
            noHtml5Validate
            showErrorList={false}
            extraErrors={state.extraErrors}
            onChange={state.onFormChange}
            onBlur={state.onFormBlur}
            onSubmit={state.onFormSubmit}
          >
            {children ?? <ContinueButton label={continueLabel} />}
          </Form>
        </div>
        <PopupModal popup={state.popup?.popup ?? null} onClose={state.onPopupClose} />
      </FormRuntimeContext.Provider>
    </WidgetIntlProvider>
  );
}
