export { SPEC_STATUS_TEXT, HTTP_STATUS_TEXT, GENERIC_STATUS_TEXT, specStatusText, httpStatusText, statusTextKey } from './status-text';
