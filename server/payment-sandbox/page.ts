import { HOSTED_FIELDS_TEXTS, type SandboxLocale } from './texts';

/** An origin as the browser writes it in `event.origin`: scheme, host and port, nothing else. */
export function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The hosted fields' policy: its own script and style only, tokenization on its own origin,
 * framed only by the portal page that asked for it (docs/payments.md "The sandbox provider").
 */
export function hostedFieldsCsp(parentOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${parentOrigin}`,
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The hosted card fields. The parent origin and the texts reach the script through data
 * attributes (no inline script); the script posts tokens to exactly `parentOrigin`.
 */
export function hostedFieldsHtml(locale: SandboxLocale, parentOrigin: string): string {
  const t = HOSTED_FIELDS_TEXTS[locale];
  const error = (field: string, message: string) => `<p class="hf-error" id="${field}-error" data-message="${escape(message)}"></p>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title>
<link rel="stylesheet" href="/hosted-fields.css">
<script src="/hosted-fields.js" defer></script>
</head>
<body data-parent-origin="${escape(parentOrigin)}">
<form id="hf-form" class="hf-form" novalidate>
  <div class="hf-field hf-number">
    <label for="number">${escape(t.number)}</label>
    <input id="number" name="number" class="hf-input" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false" aria-describedby="number-error">
    ${error('number', t.numberInvalid)}
  </div>
  <div class="hf-row">
    <div class="hf-field">
      <label for="expiry">${escape(t.expiry)} <span class="hf-hint">(${escape(t.expiryHint)})</span></label>
      <input id="expiry" name="expiry" class="hf-input" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${escape(t.expiryHint)}" spellcheck="false" aria-describedby="expiry-error">
      ${error('expiry', t.expiryInvalid)}
    </div>
    <div class="hf-field">
      <label for="cvc">${escape(t.cvc)}</label>
      <input id="cvc" name="cvc" class="hf-input" inputmode="numeric" autocomplete="cc-csc" maxlength="4" spellcheck="false" aria-describedby="cvc-error">
      ${error('cvc', t.cvcInvalid)}
    </div>
  </div>
  <p class="hf-failure" id="failure" role="alert" data-message="${escape(t.failed)}"></p>
  <p class="hf-note">${escape(t.testMode)}</p>
</form>
</body>
</html>
`;
}
