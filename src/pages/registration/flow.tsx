import { createContext, useContext } from 'react';
import { paths } from '../../base/paths';

/** The pilot of a quick quote: registration keeps their name and e-mail (docs/requirements.md §2.12). */
export interface RegistrationPrefill {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * Which registration the pages run (docs/requirements.md §7.10, §2.12): the normal one, or the `qq-`
 * one of a quick quote, whose calls and pages carry the prefix and whose name and e-mail are the quick
 * quote's. One set of pages for both.
 */
export interface RegistrationFlow {
  quickQuote: boolean;
  /** the page of a step the server answers (otp-verify, create-password, reset-success, ...) */
  page: (base: string, step: string) => string;
  /** where the flow starts again without a live registration */
  start: (base: string) => string;
  prefill?: RegistrationPrefill;
}

export const NORMAL_REGISTRATION: RegistrationFlow = {
  quickQuote: false,
  page: (base, step) => (step === 'reset-success' ? paths.resetSuccess(base) : paths.registrationStep(base, step)),
  start: paths.registration,
};

/** The quick quote's registration: its pages under quick-quote/, user-exist as in the normal flow. */
export function quickQuoteRegistration(prefill: RegistrationPrefill | undefined): RegistrationFlow {
  return {
    quickQuote: true,
    page: (base, step) => (step === 'user-exist' ? paths.registrationStep(base, step) : paths.step(paths.quickQuote(base), `qq-${step}`)),
    start: (base) => paths.step(paths.quickQuote(base), 'qq-registration'),
    ...(prefill ? { prefill } : {}),
  };
}

export const RegistrationFlowContext = createContext<RegistrationFlow>(NORMAL_REGISTRATION);

export function useRegistrationFlow(): RegistrationFlow {
  return useContext(RegistrationFlowContext);
}
