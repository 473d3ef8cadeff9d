/** Policy rules the browser and the server share. */
export { DEFAULT_RENEWAL_PERIOD, canRenewOn, renewalPeriodOf, renewalWindow, type RenewalPeriod, type RenewalWindow } from './renewal-window';
