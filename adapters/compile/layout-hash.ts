/** The layout version answers are pinned to: sha-256 of the canonical JSON, identical in browser and server. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { LayoutPage } from '../types';
import { canonicalJson } from './canonical-json';

const byObject = new WeakMap<object, string>();

export function layoutHash(page: LayoutPage): string {
  let hash = byObject.get(page);
  if (hash === undefined) {
    hash = bytesToHex(sha256(utf8ToBytes(canonicalJson(page))));
    byObject.set(page, hash);
  }
  return hash;
}
