import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CompiledRow, FieldError } from '../../../adapters/types';
import type { FieldStateStore } from './field-state-store';
import type { ValueStore } from './value-store';

/** What the page template needs to know about the page's validity, outside RJSF's props. */
export interface PageState {
  /** every error of the latest full validation (shown or not): panels use it to know which are valid */
  errors: readonly FieldError[];
  /** the errors on screen now (revealed by blur, Next or submit, and the server's) */
  shown: readonly FieldError[];
  /** a request to bring a field into view and focus it (first invalid field on submit, summary link);
   *  `seq` makes a repeated request for the same field a new one */
  focus: { path: string; seq: number } | null;
}

/**
 * The live side of a JourneyForm that templates and fields reach through React context rather than
 * RJSF props, so that a rule or validation result reaches only the components it concerns.
 */
export interface FormRuntime {
  fields: FieldStateStore;
  page: ValueStore<PageState>;
  /** rows → sections → items of the compiled layout */
  layout: CompiledRow[];
  /** Validates the page now, shows the errors of `paths` and answers whether they are all valid. */
  revealPaths(paths: readonly string[]): boolean;
  /** DOM id of the field at a data path (the id RJSF gives its widget). */
  idFor(path: string): string;
}

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

export function useFormRuntime(): FormRuntime | null {
  return useContext(FormRuntimeContext);
}

export const EMPTY_PAGE: PageState = { errors: [], shown: [], focus: null };
const noSubscription = () => () => undefined;

export function usePageState(runtime: FormRuntime | null): PageState {
  return useSyncExternalStore(
    runtime ? runtime.page.subscribe : noSubscription,
    runtime ? runtime.page.get : () => EMPTY_PAGE,
    runtime ? runtime.page.get : () => EMPTY_PAGE,
  );
}
