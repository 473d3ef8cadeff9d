/** Small helpers that act and read as a person does: by role, label and visible text. */
import type { Locator, Page, Request } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo!Portal2024';

export async function signIn(page: Page, baseUrl: string, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email address', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Staff single sign-on: {base}/internal-login, then the embedded provider's own form (in French when
 * the base is French), with an employee number of the demo directory (server/staff-provider/directory.ts).
 */
export async function staffSignIn(page: Page, baseUrl: string, employeeNumber: string, password = DEMO_PASSWORD): Promise<void> {
  const french = baseUrl.endsWith('/fr-ca');
  await page.goto(`${baseUrl}/internal-login`);
  await page.getByLabel(french ? 'Numéro d’employé' : 'Employee number', { exact: true }).fill(employeeNumber);
  await page.getByLabel(french ? 'Mot de passe' : 'Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: french ? 'Se connecter' : 'Sign in', exact: true }).click();
}

/** The text a screen reader announces as the control's description (its error messages). */
export async function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );
}

/** Waits until the page's main heading reads `text` (navigation renders after the URL changes). */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}

/** dd/mm/yyyy of today plus `days`. */
export function dateInDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** Every proposal write the page makes, in order. */
export function recordProposalWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/smb/cnc/api/v2/proposals') && request.method() !== 'GET') writes.push(request);
  });
  return writes;
}

/** Every request the page (and its frames) sends to `origin`, in order. */
export function recordRequestsTo(page: Page, origin: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) sent.push(request);
  });
  return sent;
}

/** The code of the newest message to `to` in the development outbox (no SMTP_URL, docs/server.md). */
export async function codeFromOutbox(server: { url: string; output(): string }, to: string, digits = 8): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { messages } = (await (await fetch(`${server.url}/dev/outbox`)).json()) as { messages: { to: string; text: string }[] };
    const mine = messages.find((m) => m.to === to);
    if (mine) return new RegExp(`\\b(\\d{${digits}})\\b`).exec(mine.text)![1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to}:\n${server.output()}`);
}
