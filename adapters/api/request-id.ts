/**
 * The request id every call carries (docs/requirements.md §12.2): 40 characters from letters,
 * digits and hyphen. The browser makes one per call; the server keeps it in its log lines and
 * echoes it, or makes its own when the header is missing or malformed.
 */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9-]{40}$';
const REQUEST_ID = new RegExp(REQUEST_ID_PATTERN);

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

/** A request id from two random UUIDs (`crypto.randomUUID()` in the browser and in Node): 36 + 1 + 3 characters. */
export function requestIdFrom(uuid: string, more: string): string {
  return `${uuid}-${more.replace(/-/g, '').slice(0, 3)}`;
}
