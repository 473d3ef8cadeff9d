/**
 * What the provider's hosted card fields tell the payment page (docs/payments.md "Hosted
 * fields"). A message counts only when it comes from the provider's origin and from our frame.
 */
export type FrameMessage =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'token'; token: string; brand: string; last4: string }
  | { type: 'invalid' }
  | { type: 'error' }
  | { type: 'submit' };

const SOURCE = 'sandbox-hosted-fields';

export function readFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null | undefined },
): FrameMessage | null {
  if (event.origin !== expected.origin || !expected.source || event.source !== expected.source) return null;
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object' || data.source !== SOURCE) return null;
  switch (data.type) {
    case 'ready':
    case 'invalid':
    case 'error':
    case 'submit':
      return { type: data.type };
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height > 0 ? { type: 'resize', height: Math.min(data.height, 2000) } : null;
    case 'token':
      return typeof data.token === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(data.token)
        ? { type: 'token', token: data.token, brand: String(data.brand ?? ''), last4: String(data.last4 ?? '') }
        : null;
    default:
      return null;
  }
}
