/** The embedded staff provider's own sign-in page (docs/server.md "Staff sign-in"): plain HTML, no script. */

export type ProviderLanguage = 'en' | 'fr';

const TEXTS = {
  en: {
    title: 'Staff sign-in',
    brand: 'Corporate single sign-on (demo)',
    intro: 'Sign in with your employee number to continue to the insurance portal.',
    employee: 'Employee number',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    wrong: 'The employee number or the password is not right.',
    hint: 'Demo: E100001 (CSR), E100002 (not in a staff group) or E100003 (no CSR role).',
  },
  fr: {
    title: 'Connexion du personnel',
    brand: 'Authentification unique de l’entreprise (démo)',
    intro: 'Connectez-vous avec votre numéro d’employé pour continuer vers le portail d’assurance.',
    employee: 'Numéro d’employé',
    password: 'Mot de passe',
    submit: 'Se connecter',
    cancel: 'Annuler',
    wrong: 'Le numéro d’employé ou le mot de passe n’est pas le bon.',
    hint: 'Démo : E100001 (représentant), E100002 (hors des groupes du personnel) ou E100003 (sans rôle de représentant).',
  },
} as const;

/** The language the portal asked for (ui_locales), English otherwise. */
export function pageLanguage(uiLocales: unknown): ProviderLanguage {
  return typeof uiLocales === 'string' && /^fr\b/i.test(uiLocales.trim()) ? 'fr' : 'en';
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function signInPage(o: { uid: string; language: ProviderLanguage; employeeNumber?: string; wrong?: boolean }): string {
  const t = TEXTS[o.language];
  const action = `/interaction/${encodeURIComponent(o.uid)}`;
  return `<!doctype html>
<html lang="${o.language}-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="/assets/staff-sign-in.css">
</head>
<body>
<main>
<p class="brand">${escapeHtml(t.brand)}</p>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
${o.wrong ? `<p class="problem" role="alert">${escapeHtml(t.wrong)}</p>` : ''}
<form method="post" action="${action}/login" autocomplete="off">
<label for="employee">${escapeHtml(t.employee)}</label>
<input id="employee" name="employee_number" required maxlength="40" value="${escapeHtml(o.employeeNumber ?? '')}" autofocus>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" required maxlength="200">
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">${escapeHtml(t.cancel)}</button></form>
<p class="hint">${escapeHtml(t.hint)}</p>
</main>
</body>
</html>`;
}

export const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eef1f5;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2733}
main{width:100%;max-width:26rem;margin:1rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
.brand{margin:0;color:#52606d;font-size:.875rem;text-transform:uppercase;letter-spacing:.04em}
h1{margin:.25rem 0 .5rem;font-size:1.5rem}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;margin-top:.25rem;padding:.6rem .75rem;border:1px solid #9aa5b1;border-radius:4px;font:inherit}
input:focus{outline:3px solid #7aa7ff;outline-offset:1px}
button{width:100%;margin-top:1.25rem;padding:.7rem;border:0;border-radius:4px;background:#1f4b99;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{margin-top:.5rem;background:#fff;color:#1f4b99;border:1px solid #1f4b99}
.problem{padding:.6rem .75rem;border-left:4px solid #b3261e;background:#fdecea;color:#8c1d18}
.hint{margin-top:1.25rem;color:#52606d;font-size:.875rem}
`;
