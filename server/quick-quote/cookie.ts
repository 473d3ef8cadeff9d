import { hostCookie } from '../http/host-cookie';

/** The quick-quote session cookie (`qq`, `__Host-qq` over HTTPS; docs/security.md "Quick quote"). */
const cookie = hostCookie('qq');

export const readQuickQuoteToken = cookie.read;
export const setQuickQuoteCookie = cookie.set;
export const clearQuickQuoteCookie = cookie.clear;
