import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { HostedFields } from '../../adapters/api';
import { readFrameMessage } from './frame-messages';

export type TokenResult = { ok: true; token: string; brand: string; last4: string } | { ok: false; reason: 'invalid' | 'error' };

export interface HostedCardFieldsHandle {
  /** asks the frame for a single-use token; the frame shows its own field errors */
  tokenize(): Promise<TokenResult>;
  /** empties the card number and security code (after a decline) */
  clear(): void;
}

interface Props {
  fields: HostedFields;
  /** the frame's accessible name */
  title: string;
  /** Enter pressed in a card field */
  onSubmit(): void;
  onReady(ready: boolean): void;
  ref?: Ref<HostedCardFieldsHandle>;
}

/** Longer than this without an answer from the frame and the attempt fails (nothing was sent to us). */
const TOKENIZE_TIMEOUT_MS = 20_000;

/**
 * The payment provider's card fields, framed from the provider's origin (docs/payments.md
 * "Hosted fields"): the card number and security code are typed into the provider's page and
 * never reach this page or our server; this page only ever holds the token.
 */
export function HostedCardFields({ fields, title, onSubmit, onReady, ref }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef<((result: TokenResult) => void) | null>(null);
  const [height, setHeight] = useState<number>();
  const latest = useRef({ onSubmit, onReady });
  useEffect(() => {
    latest.current = { onSubmit, onReady };
  });

  useEffect(() => {
    const settle = (result: TokenResult) => {
      const resolve = pending.current;
      pending.current = null;
      resolve?.(result);
    };
    const listener = (event: MessageEvent) => {
      const message = readFrameMessage(event, { origin: fields.origin, source: frame.current?.contentWindow });
      if (!message) return;
      if (message.type === 'ready') latest.current.onReady(true);
      else if (message.type === 'resize') setHeight(message.height);
      else if (message.type === 'submit') latest.current.onSubmit();
      else if (message.type === 'token') settle({ ok: true, token: message.token, brand: message.brand, last4: message.last4 });
      else settle({ ok: false, reason: message.type });
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      settle({ ok: false, reason: 'error' });
      // a frame framed again (a new transaction after the fields were gone) says ready again; until then Pay waits
      latest.current.onReady(false);
    };
  }, [fields.origin]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: () =>
        new Promise<TokenResult>((resolve) => {
          pending.current?.({ ok: false, reason: 'error' });
          const timer = setTimeout(() => {
            pending.current = null;
            resolve({ ok: false, reason: 'error' });
          }, TOKENIZE_TIMEOUT_MS);
          pending.current = (result) => {
            clearTimeout(timer);
            resolve(result);
          };
          frame.current?.contentWindow?.postMessage({ type: 'tokenize' }, fields.origin);
        }),
      clear: () => frame.current?.contentWindow?.postMessage({ type: 'clear' }, fields.origin),
    }),
    [fields.origin],
  );

  return (
    <iframe
      ref={frame}
      className="payment-fields-frame"
      src={fields.url}
      title={title}
      style={height === undefined ? undefined : { height }}
    />
  );
}
