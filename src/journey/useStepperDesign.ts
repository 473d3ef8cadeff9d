import { useBrandConfig } from '../api/config';
import { stepperDesign, type StepperDesign } from '../../adapters/journey/stepper';

type StepperFlags = { stepperProgressBar?: boolean; stepperWings?: boolean };

/**
 * The stepper design the brand configuration asks for (docs/requirements.md §2.4), preloaded with
 * the step's other config pages (src/app/route-preload.ts). The default design shows until the
 * configuration arrives, and when it cannot be read: the flags only change how the steps look,
 * never what the applicant can do.
 */
export function useStepperDesign(): StepperDesign {
  return stepperDesign(useBrandConfig<StepperFlags>().data?.content);
}
