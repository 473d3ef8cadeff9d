/** Staff single sign-on starts on the server (docs/requirements.md §7.7): the browser only navigates there. */
export const STAFF_SIGN_IN_PATH = '/smb/cnc/api/v2/staff-sign-in';

/** The server's start route for a sign-in that comes back to `base`. */
export function staffSignInUrl(base: string): string {
  return `${STAFF_SIGN_IN_PATH}?base=${encodeURIComponent(base)}`;
}
