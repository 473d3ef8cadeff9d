/**
 * The base a staff member returns to, from the base the sign-in started on: the same program, in
 * English (docs/requirements.md §7.7: the internal login is English, as the staff work pages are).
 * `base` has been checked against STAFF_BASE_PATTERN (adapters/api/staff-sign-in.ts).
 */
export function staffReturnBase(base: string): string {
  return base.replace(/\/(en|fr)-ca$/, '/en-ca');
}

/** Where a sign-in goes when it cannot know the base it started on (an unknown state). */
export const DEFAULT_STAFF_BASE = '/en-ca';

export const staffPages = {
  login: (base: string) => `${base}/login?oktaAuthError=true`,
  workList: (base: string) => `${base}/manage-applications`,
  /** the layout studio, where an analyst who is no CSR lands (docs/requirements.md §13) */
  studio: (base: string) => `${base}/studio`,
  /** the page that shows the provider's error and description (docs/requirements.md §7.7) */
  providerError(base: string, error: string, description: string | undefined): string {
    const query = new URLSearchParams({ error });
    if (description) query.set('error_description', description);
    return `${base}/internal-login/error?${query.toString()}`;
  },
};
