export { checkLayouts } from './check-layouts';
export type { CheckedJourney, CheckedPage, LayoutCheck, LayoutSource } from './check-layouts';
export { classifyLayoutFile } from './layout-files';
export { findJsonSyntaxError } from './json-syntax';
export { walkFields } from './field-walk';
export { checkSharedConfig, type ConfigCheck, type ConfigContext } from './config-check';
