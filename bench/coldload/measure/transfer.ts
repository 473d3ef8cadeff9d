/**
 * Bytes on the wire during one page load, from the Chrome DevTools Protocol's Network events:
 * each request's `encodedDataLength` at `loadingFinished` (what crossed the network: compressed
 * body plus headers), split by what the response is; and two points of the waterfall, in ms from
 * the page's own request: when the first API request was sent, when the last script arrived.
 */
export type TransferKind = 'js' | 'css' | 'other';
export const TRANSFER_KINDS: readonly TransferKind[] = ['js', 'css', 'other'];

/** The parts of CDP Network events this module reads. */
export type NetworkEvent =
  | { method: 'Network.requestWillBeSent'; params: { requestId: string; request: { url: string }; type?: string; timestamp: number } }
  | {
      method: 'Network.responseReceived';
      params: { requestId: string; type: string; response: { url: string; mimeType: string; headers: Record<string, string> } };
    }
  | { method: 'Network.loadingFinished'; params: { requestId: string; encodedDataLength: number; timestamp: number } }
  | { method: 'Network.loadingFailed'; params: { requestId: string } };

export interface Transfer {
  bytes: Record<TransferKind, number>;
  /** requests sent over the network (data: and blob: URLs are not) */
  requests: number;
  /** content-encoding of the JavaScript responses, e.g. "br" or "identity" */
  jsEncodings: string[];
  /** cache-control of the JavaScript responses */
  jsCacheControl: string[];
  /** ms from the document's request to the first request under the API path (NaN: none) */
  firstApiRequestMs: number;
  /** ms from the document's request to the end of the last JavaScript response (NaN: none) */
  scriptsDoneMs: number;
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

/** `apiPath`: the path prefix of the server's API (its requests are the page's data). */
export function tallyTransfer(events: NetworkEvent[], apiPath: string): Transfer {
  const sent = new Set<string>();
  // CDP timestamps are seconds on a monotonic clock
  let documentAt: number | undefined;
  let firstApiAt = Infinity;
  let scriptsDoneAt = -Infinity;
  const kinds = new Map<string, TransferKind>();
  const bytes: Record<TransferKind, number> = { js: 0, css: 0, other: 0 };
  const encodings: string[] = [];
  const caching: string[] = [];
  for (const event of events) {
    switch (event.method) {
      case 'Network.requestWillBeSent':
        // a redirect sends a second requestWillBeSent with the same id: still one request
        if (!onNetwork(event.params.request.url)) break;
        sent.add(event.params.requestId);
        if (event.params.type === 'Document') documentAt ??= event.params.timestamp;
        if (new URL(event.params.request.url).pathname.startsWith(apiPath)) firstApiAt = Math.min(firstApiAt, event.params.timestamp);
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
      case 'Network.loadingFinished': {
        if (!sent.has(event.params.requestId)) break;
        const kind = kinds.get(event.params.requestId) ?? 'other';
        bytes[kind] += event.params.encodedDataLength;
        if (kind === 'js') scriptsDoneAt = Math.max(scriptsDoneAt, event.params.timestamp);
        break;
      }
      case 'Network.loadingFailed':
        break;
    }
  }
  const since = (at: number) => (documentAt === undefined || !Number.isFinite(at) ? NaN : (at - documentAt) * 1000);
  return {
    bytes,
    requests: sent.size,
    jsEncodings: distinct(encodings),
    jsCacheControl: distinct(caching),
    firstApiRequestMs: since(firstApiAt),
    scriptsDoneMs: since(scriptsDoneAt),
  };
}
