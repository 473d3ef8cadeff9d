/**
 * Polls `probe` every 50 ms until it returns a value, for up to `timeoutMs`. For work the server
 * does after its reply (mail is sent after the answer): a loaded two-core CI machine hashing the
 * codes of several test files at once takes seconds longer than a quiet one, so the wait is long
 * and ends as soon as the value is there.
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not there after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
