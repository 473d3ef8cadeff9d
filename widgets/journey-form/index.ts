export { JourneyForm } from './JourneyForm';
export type { JourneyFormContext, JourneyFormProps } from './types';
export { preloadPage } from './preload';
