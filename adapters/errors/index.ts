/** The error catalogue's look-up and the maintenance window rule, shared by the browser and the server. */
export {
  DISPLAY_MODES, GENERAL_ERROR, PASS_THROUGH, errorAction, lookupError, messageOf, sanitizeMessage,
  type CatalogueRecord, type DisplayMode, type ErrorAction, type Failure,
} from './catalogue';
export { inPlaceMessage, type InPlace } from './in-place';
export { isWindowOn, windowProblem, type WindowProblem, type WindowTimes } from './maintenance-window';
