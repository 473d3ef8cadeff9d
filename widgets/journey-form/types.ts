import type { ReactNode } from 'react';
import type { UserContext } from '../../adapters/rules';
import type { CompiledLayout, FieldError, FormData, Locale, PopupThen } from '../../adapters/types';
import type { FinanceData } from '../complex/finance-tile/FinanceTileWidget';
import type { Lookup } from '../complex/typeahead/lookup';
import type { DocumentsClient } from '../complex/attachments/documents-client';
import type { Theme } from '../theme/types';

/** Flags every widget and template can read from `registry.formContext`. */
export interface JourneyFormContext {
  /** a CSR is looking at the applicant's answers */
  csr?: boolean;
  /** editing answers already given: every tab / accordion panel can be opened at once */
  editMode?: boolean;
  /** a quote form: every tab / accordion panel can be opened at once */
  quoteForm?: boolean;
  /** ISO yyyy-MM-dd used as today for `$date` and date rules (tests, stories); the real date otherwise */
  today?: string;
}

export interface JourneyFormProps {
  /** the page, from compileLayout (adapters/compile); keep the same object while the page is shown */
  compiled: CompiledLayout;
  /** the answers to start from (the proposal's form_elements for this page) */
  data: FormData;
  /**
   * The answers of the application's other steps (adapters/journey otherStepsAnswers), which the
   * page's rules read as `$answers.<field>`, as the server's do. Keep the same object while they stay.
   */
  answers?: FormData;
  /**
   * The page's answers as saved (`{}` when none are): a field tagged `keep_answer` is locked by its
   * `disabled` rule read on them, not on what is being typed, as the server decides it on a save
   * (adapters/rules/evaluate.ts). Without it the rule reads the answers on screen.
   */
  saved?: FormData;
  /** the applicant filling the page, whose account the `prefill` rules read as `$user` (none for staff) */
  user?: UserContext;
  /** every change, as it would be saved: derived values applied, hidden answers dropped */
  onChange?(data: FormData): void;
  /** Continue with a valid page: the data to save (same shape as onChange) */
  onSubmit(data: FormData): void;
  /** a popup button asks the app to act (`then: regular_renewal`: a quick renewal becomes the regular one) */
  onPopupAction?(action: Exclude<PopupThen, 'continue' | 'close'>): void;
  /** a rejected save's `messageList`, shown beside the fields and in the summary */
  serverErrors?: readonly FieldError[];
  formContext?: JourneyFormContext;
  locale: Locale;
  /** prefix of the fields' DOM ids (default `root`); set it when two forms share a page */
  idPrefix?: string;
  /** replaces the default Continue button (a `type="submit"` button submits) */
  children?: ReactNode;
  /** a theme with extra widgets (default: createTheme()) */
  theme?: Theme;
  /**
   * Suggestions for the page's typeaheads, by field name (or `ui:options.lookup`); a typeahead
   * without one searches its layout options. Pass a stable object (a constant or useMemo):
   * a new one re-renders every field of the page.
   */
  lookups?: Readonly<Record<string, Lookup>>;
  /**
   * The quick quote's finance response for the finance tile; without it the tile shows the brand's
   * unavailable message. Pass the same object until the quote changes: a new one re-renders every field.
   */
  finance?: FinanceData;
  /** the documents API for an `attachments` field (docs/requirements.md §11.5); keep the same object while the page is shown */
  documents?: DocumentsClient;
}
