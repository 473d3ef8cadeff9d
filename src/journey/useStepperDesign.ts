import useSWR from 'swr';
import { getConfig } from '../api/config';
import { useRequestContext } from '../api/useRequestContext';
import { stepperDesign, type StepperDesign } from './stepper';

type StepperFlags = { stepperProgressBar?: boolean; stepperWings?: boolean };

/**
 * The stepper design the brand configuration asks for (docs/requirements.md §2.4). The default
 * design shows until the configuration arrives, and when it cannot be read: the flags only change
 * how the steps look, never what the applicant can do.
 */
export function useStepperDesign(): StepperDesign {
  const ctx = useRequestContext();
  // the key the other readers of the brand configuration use (src/pages/login/ForgotEmailModal.tsx)
  const brand = useSWR(['config', ctx.client, 'brandsConfig', ctx.locale], () => getConfig<StepperFlags>(ctx, ctx.locale, 'brandsConfig'), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return stepperDesign(brand.data?.content);
}
