import { lazy, useMemo, type ReactNode } from 'react';
import { quickQuotePilot } from '../../../adapters/journey/quick-quote-basics';
import { useQuickQuote } from '../../quick-quote/use-quick-quote';
import { Loading } from '../../shell/Loading';
import ErrorPage from '../error/ErrorPage';
import { RegistrationFlowContext, quickQuoteRegistration } from '../registration/flow';

const RegistrationPage = lazy(() => import('../registration/RegistrationPage'));
const OtpVerifyPage = lazy(() => import('../registration/OtpVerifyPage'));
const CreatePasswordPage = lazy(() => import('../registration/CreatePasswordPage'));
const ResetSuccessPage = lazy(() => import('../recovery/ResetSuccessPage'));

const PAGES = {
  'qq-registration': RegistrationPage,
  'qq-otp-verify': OtpVerifyPage,
  'qq-create-password': CreatePasswordPage,
  'qq-reset-success': ResetSuccessPage,
} as const;

/**
 * The quick quote's registration pages (docs/requirements.md §2.12): the registration pages in the
 * quick-quote flow, which keeps the pilot's name and e-mail of the quick quote.
 */
export default function QuickQuoteRegistration({ page }: { page: string }) {
  const Page = PAGES[page as keyof typeof PAGES];
  if (!Page) return <ErrorPage status={404} />;
  return page === 'qq-registration' ? <WithPilot><Page /></WithPilot> : <RegistrationFlowContext.Provider value={QQ_FLOW}><Page /></RegistrationFlowContext.Provider>;
}

const QQ_FLOW = quickQuoteRegistration(undefined);

/** The start page shows the quick quote's pilot: read from the quick quote, never typed again. */
function WithPilot({ children }: { children: ReactNode }) {
  const { quickQuote, error } = useQuickQuote();
  const flow = useMemo(() => {
    if (!quickQuote) return undefined;
    return quickQuoteRegistration(quickQuotePilot(quickQuote.progress_states));
  }, [quickQuote]);
  if (error) return <ErrorPage status={404} />;
  if (!flow) return <Loading />;
  return <RegistrationFlowContext.Provider value={flow}>{children}</RegistrationFlowContext.Provider>;
}

