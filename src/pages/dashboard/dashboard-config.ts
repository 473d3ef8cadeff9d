import type { CoverageType } from '../../../adapters/policies';

/** The dashboard part of the brand configuration, resolved to the page's language (docs/requirements.md §11.4). */
export interface DashboardConfig {
  dashboard?: {
    /** badge text by status code */
    policyStatus?: Record<string, string>;
    /** action button text by status code */
    policyStatusBtn?: Record<string, string>;
    /** card title by coverage type */
    policyTypes?: Partial<Record<CoverageType, string>>;
    maxNumberOfPolicy?: Partial<Record<CoverageType, number>>;
  };
}
