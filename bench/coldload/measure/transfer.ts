/**
 * Bytes on the wire during one page load, from the Chrome DevTools Protocol's Network events:
 * each request's `encodedDataLength` at `loadingFinished` (what crossed the network: compressed
 * body plus headers), split by what the response is.
 */
export type TransferKind = 'js' | 'css' | 'other';
export const TRANSFER_KINDS: readonly TransferKind[] = ['js', 'css', 'other'];

/** The parts of CDP Network events this module reads. */
export type NetworkEvent =
  | { method: 'Network.requestWillBeSent'; params: { requestId: string; request: { url: string } } }
  | {
      method: 'Network.responseReceived';
      params: { requestId: string; type: string; response: { url: string; mimeType: string; headers: Record<string, string> } };
    }
  | { method: 'Network.loadingFinished'; params: { requestId: string; encodedDataLength: number } }
  | { method: 'Network.loadingFailed'; params: { requestId: string } };

export interface Transfer {
  bytes: Record<TransferKind, number>;
  /** requests sent over the network (data: and blob: URLs are not) */
  requests: number;
  /** content-encoding of the JavaScript responses, e.g. "br" or "identity" */
  jsEncodings: string[];
  /** cache-control of the JavaScript responses */
  jsCacheControl: string[];
}

export function kindOf(resourceType: string, mimeType: string): TransferKind {
  if (resourceType === 'Script' || /javascript|ecmascript/.test(mimeType)) return 'js';
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css';
  return 'other';
}

const onNetwork = (url: string) => !/^(data|blob):/.test(url);

function header(headers: Record<string, string>, name: string): string | undefined {
  const found = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
}

const distinct = (values: string[]) => [...new Set(values)].sort();

export function tallyTransfer(events: NetworkEvent[]): Transfer {
  const sent = new Set<string>();
  const kinds = new Map<string, TransferKind>();
  const bytes: Record<TransferKind, number> = { js: 0, css: 0, other: 0 };
  const encodings: string[] = [];
  const caching: string[] = [];
  for (const event of events) {
    switch (event.method) {
      case 'Network.requestWillBeSent':
        // a redirect sends a second requestWillBeSent with the same id: still one request
        if (onNetwork(event.params.request.url)) sent.add(event.params.requestId);
        break;
      case 'Network.responseReceived': {
        const { response, type, requestId } = event.params;
        if (!onNetwork(response.url)) break;
        const kind = kindOf(type, response.mimeType);
        kinds.set(requestId, kind);
        if (kind === 'js') {
          encodings.push(header(response.headers, 'content-encoding') ?? 'identity');
          caching.push(header(response.headers, 'cache-control') ?? 'none');
        }
        break;
      }
      case 'Network.loadingFinished':
        if (sent.has(event.params.requestId)) bytes[kinds.get(event.params.requestId) ?? 'other'] += event.params.encodedDataLength;
        break;
      case 'Network.loadingFailed':
        break;
    }
  }
  return { bytes, requests: sent.size, jsEncodings: distinct(encodings), jsCacheControl: distinct(caching) };
}
