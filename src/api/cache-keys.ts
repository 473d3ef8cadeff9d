/**
 * Whether a request cache key holds something of the person signed in. The config service is
 * public, its replies (keys starting with 'config', src/api/config.ts) the same for everyone: they
 * outlive a sign-in and a sign-out, so the header, footer and pages that stay mounted through one
 * keep them (no second fetch); everything else goes.
 */
export function isPersonalKey(key: unknown): boolean {
  return !(Array.isArray(key) && key[0] === 'config');
}
