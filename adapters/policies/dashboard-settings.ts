/**
 * The dashboard's settings from the brand configuration (brandsConfig `dashboard`,
 * docs/requirements.md §11.4): a missing or malformed value falls back to the default.
 */
import type { CoverageType } from './coverage-types';

export interface DashboardSettings {
  /** the status codes shown, in the order shown */
  statusOrder: string[];
  /** the most policies not expired of each coverage type */
  maxNumberOfPolicy: Record<CoverageType, number>;
  /** an expired policy is shown this many years after its expiry */
  showExpiredPolicyYears: number;
}

export const DEFAULT_DASHBOARD_SETTINGS: DashboardSettings = {
  statusOrder: ['i', 'pe', 'r', 'a', 'p', 'e', 'ex'],
  maxNumberOfPolicy: { goldwings: 1, silverwings: 1 },
  showExpiredPolicyYears: 1,
};

const count = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback);

export function dashboardSettingsOf(config: { dashboard?: unknown } | undefined): DashboardSettings {
  const d = (config?.dashboard ?? {}) as Partial<Record<keyof DashboardSettings, unknown>>;
  const order = Array.isArray(d.statusOrder) && d.statusOrder.every((s) => typeof s === 'string') ? (d.statusOrder as string[]) : DEFAULT_DASHBOARD_SETTINGS.statusOrder;
  const max = (d.maxNumberOfPolicy ?? {}) as Partial<Record<CoverageType, unknown>>;
  return {
    statusOrder: order,
    maxNumberOfPolicy: {
      goldwings: count(max.goldwings, DEFAULT_DASHBOARD_SETTINGS.maxNumberOfPolicy.goldwings),
      silverwings: count(max.silverwings, DEFAULT_DASHBOARD_SETTINGS.maxNumberOfPolicy.silverwings),
    },
    showExpiredPolicyYears: count(d.showExpiredPolicyYears, DEFAULT_DASHBOARD_SETTINGS.showExpiredPolicyYears),
  };
}
