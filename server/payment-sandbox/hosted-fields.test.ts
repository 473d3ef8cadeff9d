/**
 * The hosted fields' own script (public/hosted-fields.js) on its page, in jsdom: what the person
 * typing sees in the frame, and what the frame tells the portal (docs/payments.md "The sandbox provider").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hostedFieldsHtml } from './page';

const PORTAL = 'http://127.0.0.1:8080';
const SCRIPT = readFileSync(new URL('./public/hosted-fields.js', import.meta.url), 'utf8');

type FrameWindow = Window & typeof globalThis & { eval(code: string): unknown };
/** jsdom (the dom tests' environment) ships no types here: only its constructor is used */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only'; url: string }) => { window: FrameWindow };
};

function openFields(tokenReply: { status: number; body: unknown } = { status: 201, body: { token: 'tok_1', brand: 'visa', last4: '4242' } }) {
  const dom = new JSDOM(hostedFieldsHtml('en-CA', PORTAL), { runScripts: 'outside-only', url: 'http://127.0.0.1:8090/hosted-fields' });
  const { window } = dom;
  const posted: Record<string, unknown>[] = [];
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
    },
    fetch: async () => ({ status: tokenReply.status, json: async () => tokenReply.body }),
    // the parent of a top-level jsdom window is itself
    postMessage: (message: Record<string, unknown>) => posted.push(message),
  });
  window.eval(SCRIPT);
  const doc = window.document;
  const input = (id: string) => doc.getElementById(id) as HTMLInputElement;
  /** typed as a keyboard does: the whole new value, one input event */
  const type = (id: string, value: string, inputType = 'insertText') => {
    input(id).value = value;
    input(id).dispatchEvent(new window.InputEvent('input', { bubbles: true, inputType }));
  };
  /** a message from the portal: tokenize (its Pay button) or clear (after a decline) */
  const send = async (type: string) => {
    window.dispatchEvent(new window.MessageEvent('message', { data: { type }, origin: PORTAL, source: window }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const tokenize = () => send('tokenize');
  const error = (id: string) => doc.getElementById(`${id}-error`)?.textContent ?? '';
  return { input, type, send, tokenize, error, posted: () => posted.map((m) => m.type) };
}

describe('hosted fields script', () => {
  it('puts the "/" in the expiry as it is typed, keeps a pasted one, and lets it be deleted', () => {
    const f = openFields();
    f.type('expiry', '1');
    expect(f.input('expiry').value).toBe('1');
    f.type('expiry', '12');
    expect(f.input('expiry').value).toBe('12/');
    f.type('expiry', '12/2');
    expect(f.input('expiry').value).toBe('12/2');
    f.type('expiry', '1229');
    expect(f.input('expiry').value).toBe('12/29');
    f.type('expiry', '12/29', 'insertFromPaste');
    expect(f.input('expiry').value).toBe('12/29');
    f.type('expiry', '12/2029', 'insertFromPaste');
    expect(f.input('expiry').value).toBe('12/2029');
    f.type('expiry', '4');
    expect(f.input('expiry').value).toBe('04/');
    f.type('expiry', '12', 'deleteContentBackward');
    expect(f.input('expiry').value).toBe('12');
  });

  it('tokenizes an expiry typed as digits only', async () => {
    const f = openFields();
    f.type('number', '4242 4242 4242 4242');
    f.type('expiry', '1229');
    f.type('cvc', '737');
    await f.tokenize();
    expect(f.posted()).toContain('token');
  });

  it('clears a field’s error as soon as its value is valid, and shows no new error while typing', async () => {
    const f = openFields();
    f.type('number', '4242 4242 4242 4241');
    f.type('expiry', '12/29');
    f.type('cvc', '7');
    await f.tokenize();
    expect(f.posted()).toEqual(['ready', 'invalid']);
    expect(f.error('number')).toBe('Enter a valid card number.');
    expect(f.error('cvc')).toBe('Enter the 3- or 4-digit security code.');

    f.type('number', '4242 4242 4242 4242');
    expect(f.error('number')).toBe('');
    expect(f.input('number').getAttribute('aria-invalid')).toBe('false');
    // still too short: the error stays until it is valid
    f.type('cvc', '73');
    expect(f.error('cvc')).toBe('Enter the 3- or 4-digit security code.');
    f.type('cvc', '737');
    expect(f.error('cvc')).toBe('');
    // a field that had no error gets none from typing
    f.type('expiry', '13/');
    expect(f.error('expiry')).toBe('');
  });

  it('a clear after a decline empties the number and code and their errors', async () => {
    const f = openFields();
    f.type('number', '1234');
    await f.tokenize();
    expect(f.error('number')).not.toBe('');
    await f.send('clear');
    expect(f.input('number').value).toBe('');
    expect(f.error('number')).toBe('');
    expect(f.input('number').getAttribute('aria-invalid')).toBe('false');
  });
});
