import { describe, expect, it } from 'vitest';
import { cacheControlFor, chooseEncoding, isCompressible } from './negotiate';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as Chromium sends them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
  });

  it('sends the file as it is when nothing usable is accepted or br is refused with q=0', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  });
});

describe('cacheControlFor', () => {
  it('caches content-hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('/assets/index-B3qDFq-Y.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/assets/index-My-L7_Tg.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/')).toBe('no-cache');
  });
});

describe('isCompressible', () => {
  it('compresses text, not images', () => {
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
  });
});
