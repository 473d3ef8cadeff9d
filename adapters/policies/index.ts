/** Policy rules the browser and the server share. */
export { DEFAULT_RENEWAL_PERIOD, canRenewOn, renewalPeriodOf, renewalWindow, type RenewalPeriod, type RenewalWindow } from './renewal-window';
export { DASHBOARD_CODES, dashboardStatus, isExpired, type DashboardCode, type DashboardFacts } from './dashboard-status';
export { COVERAGE_TYPES, COVERAGE_TYPE_NAMES, DASHBOARD_CLIENTS, coverageTypeOf, type CoverageType } from './coverage-types';
export { addPolicyDecision, dashboardCards, type AddPolicyDecision, type ListedCard } from './dashboard-list';
export { DEFAULT_DASHBOARD_SETTINGS, dashboardSettingsOf, type DashboardSettings } from './dashboard-settings';
