import { describe, expect, it } from 'vitest';
import { kindOf, tallyTransfer, type NetworkEvent } from './transfer';

const sent = (requestId: string, url: string, type = 'Other', timestamp = 0): NetworkEvent => ({
  method: 'Network.requestWillBeSent',
  params: { requestId, request: { url }, type, timestamp },
});
const received = (requestId: string, url: string, type: string, mimeType: string, headers: Record<string, string> = {}): NetworkEvent => ({
  method: 'Network.responseReceived',
  params: { requestId, type, response: { url, mimeType, headers } },
});
const finished = (requestId: string, encodedDataLength: number, timestamp = 0): NetworkEvent => ({
  method: 'Network.loadingFinished',
  params: { requestId, encodedDataLength, timestamp },
});
const API = '/smb/api';

describe('kindOf', () => {
  it('classifies by resource type, then by MIME type', () => {
    expect(kindOf('Script', 'text/plain')).toBe('js');
    expect(kindOf('Other', 'text/javascript')).toBe('js');
    expect(kindOf('Stylesheet', 'text/css')).toBe('css');
    expect(kindOf('Fetch', 'application/json')).toBe('other');
    expect(kindOf('Document', 'text/html')).toBe('other');
  });
});

describe('tallyTransfer', () => {
  it('adds the encoded length of each finished request to its kind and counts the requests', () => {
    const t = tallyTransfer(
      [
        sent('1', 'http://x/page'),
        received('1', 'http://x/page', 'Document', 'text/html'),
        finished('1', 1_000),
        sent('2', 'http://x/a.js'),
        received('2', 'http://x/a.js', 'Script', 'text/javascript', { 'Content-Encoding': 'br', 'cache-control': 'immutable' }),
        finished('2', 50_000),
        sent('3', 'http://x/b.js'),
        received('3', 'http://x/b.js', 'Script', 'text/javascript', { 'cache-control': 'max-age=0' }),
        finished('3', 7_000),
        sent('4', 'http://x/a.css'),
        received('4', 'http://x/a.css', 'Stylesheet', 'text/css'),
        finished('4', 3_000),
        sent('5', 'http://x/api'),
        { method: 'Network.loadingFailed', params: { requestId: '5' } },
      ],
      API,
    );
    expect(t.bytes).toEqual({ js: 57_000, css: 3_000, other: 1_000 });
    expect(t.requests).toBe(5);
    expect(t.jsEncodings).toEqual(['br', 'identity']);
    expect(t.jsCacheControl).toEqual(['immutable', 'max-age=0']);
  });

  it('leaves out data: URLs and counts a redirected request once', () => {
    const t = tallyTransfer(
      [
        sent('1', 'data:image/png;base64,AAAA'),
        received('1', 'data:image/png;base64,AAAA', 'Image', 'image/png'),
        finished('1', 10),
        sent('2', 'http://x/old'),
        sent('2', 'http://x/new'),
        received('2', 'http://x/new', 'Document', 'text/html'),
        finished('2', 500),
      ],
      API,
    );
    expect(t).toMatchObject({ bytes: { js: 0, css: 0, other: 500 }, requests: 1 });
  });

  it('times the first API request and the end of the last script from the page request, in ms', () => {
    const t = tallyTransfer(
      [
        sent('1', 'http://x/page', 'Document', 100),
        finished('1', 1_000, 100.2),
        sent('2', 'http://x/a.js', 'Script', 100.25),
        received('2', 'http://x/a.js', 'Script', 'text/javascript'),
        sent('3', 'http://x/smb/api/config', 'Fetch', 101.5),
        sent('4', 'http://x/smb/api/session', 'Fetch', 101.25),
        finished('2', 9_000, 102),
        ],
        API,
    );
    expect(t.firstApiRequestMs).toBeCloseTo(1250);
    expect(t.scriptsDoneMs).toBeCloseTo(2000);
  });

  it('has no API time for a page that makes no API request', () => {
    const t = tallyTransfer([sent('1', 'http://x/page', 'Document', 5), finished('1', 10, 5.1)], API);
    expect(t.firstApiRequestMs).toBeNaN();
    expect(t.scriptsDoneMs).toBeNaN();
  });
});
