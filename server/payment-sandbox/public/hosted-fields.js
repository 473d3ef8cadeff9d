/*
 * The sandbox provider's hosted card fields (docs/payments.md "The sandbox provider"). Runs on the
 * provider's origin inside the portal's iframe: the card is read here, sent to this origin's
 * /v1/tokens, and only the single-use token goes to the parent page, by postMessage to its
 * exact origin. Messages from anywhere but that parent are ignored.
 */
(() => {
  'use strict';
  const SOURCE = 'sandbox-hosted-fields';
  const parentOrigin = document.body.dataset.parentOrigin;
  const form = document.getElementById('hf-form');
  const failure = document.getElementById('failure');
  const inputs = {
    number: document.getElementById('number'),
    expiry: document.getElementById('expiry'),
    cvc: document.getElementById('cvc'),
  };
  let busy = false;

  const post = (message) => window.parent.postMessage({ source: SOURCE, ...message }, parentOrigin);

  function luhn(digits) {
    if (!/^\d{12,19}$/.test(digits)) return false;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  /** "12/30", "12 / 2030", "1230" → { month: 12, year: 2030 }, else null */
  function readExpiry(text) {
    const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
    if (!match) return null;
    const month = Number(match[1]);
    const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    return month >= 1 && month <= 12 ? { month, year } : null;
  }

  /**
   * The expiry as typed, with the "/" put in: "1" → "1", "12" → "12/", "1229" → "12/29", "4" →
   * "04/"; a pasted "12/29" or "12/2029" keeps its month and year. Deleting is left alone, so the
   * "/" can be erased.
   */
  function maskExpiry(text) {
    const typed = /^\s*(\d{1,2})\s*\/\s*(\d{0,4})\s*$/.exec(text);
    if (typed) return `${typed[1].padStart(2, '0')}/${typed[2]}`;
    let digits = text.replace(/\D/g, '').slice(0, 6);
    if (/^[2-9]/.test(digits)) digits = `0${digits}`;
    return digits.length < 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2, 6)}`;
  }

  const checks = {
    number: () => luhn(inputs.number.value.replace(/[\s-]/g, '')),
    expiry: () => readExpiry(inputs.expiry.value) !== null,
    cvc: () => /^\d{3,4}$/.test(inputs.cvc.value.trim()),
  };

  function read() {
    const number = inputs.number.value.replace(/[\s-]/g, '');
    const expiry = readExpiry(inputs.expiry.value);
    const cvc = inputs.cvc.value.trim();
    const problems = Object.keys(inputs).filter((name) => !checks[name]());
    const card = expiry ? { number, expiry_month: expiry.month, expiry_year: expiry.year, cvc } : null;
    return { card, problems };
  }

  function mark(name, bad) {
    const error = document.getElementById(`${name}-error`);
    inputs[name].setAttribute('aria-invalid', String(bad));
    error.textContent = bad ? error.dataset.message : '';
  }

  function show(problems) {
    for (const name of Object.keys(inputs)) mark(name, problems.includes(name));
    const first = Object.keys(inputs).find((name) => problems.includes(name));
    if (first) inputs[first].focus();
  }

  function setBusy(value) {
    busy = value;
    for (const input of Object.values(inputs)) input.readOnly = value;
  }

  async function tokenize() {
    if (busy) return;
    failure.textContent = '';
    const { card, problems } = read();
    show(problems);
    if (problems.length > 0) return post({ type: 'invalid' });
    setBusy(true);
    try {
      const reply = await fetch('/v1/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card) });
      const body = await reply.json();
      if (reply.status === 201) return post({ type: 'token', token: body.token, brand: body.brand, last4: body.last4 });
      if (reply.status === 400 && Array.isArray(body.fields)) {
        show(body.fields);
        return post({ type: 'invalid' });
      }
      throw new Error(`tokenization answered ${reply.status}`);
    } catch {
      failure.textContent = failure.dataset.message;
      post({ type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'tokenize') void tokenize();
    if (data.type === 'clear') {
      inputs.number.value = '';
      inputs.cvc.value = '';
      mark('number', false);
      mark('cvc', false);
    }
  });

  // A field showing an error is checked again as it is typed in: the error goes once the value is
  // valid (a new error shows only when Pay is pressed).
  for (const [name, input] of Object.entries(inputs)) {
    input.addEventListener('input', (event) => {
      if (name === 'expiry' && !String(event.inputType ?? '').startsWith('delete')) {
        const masked = maskExpiry(input.value);
        if (masked !== input.value) input.value = masked;
      }
      if (input.getAttribute('aria-invalid') === 'true' && checks[name]()) mark(name, false);
    });
  }

  // Enter in a field asks the parent to pay, as the Pay button does (the button is the parent's)
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    post({ type: 'submit' });
  });
  form.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    post({ type: 'submit' });
  });

  const resize = () => post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  new ResizeObserver(resize).observe(document.documentElement);
  post({ type: 'ready' });
})();
