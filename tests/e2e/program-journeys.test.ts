/**
 * Every program reaches a quote in Chromium, in English and then in French: the demo applicant's
 * saved journey answers go through every page of the program's journey, each page checked and
 * saved by the browser (support/walk-journey.ts), with no console error on the way.
 */
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/demo/accounts';
import { e2ePortal } from './support/portal';
import { consoleErrors } from './support/page-checks';
import { baseUrlOf, signIn, walkToQuote } from './support/walk-journey';

const e2e = e2ePortal();
const CLIENTS = ['CANAGENT', 'CANACCT', 'CANLAWYERS', 'CANGLDWNG', 'CANSILVWING', 'CANWINGS'];
const loginOf = (client: string) => DEMO_ACCOUNTS.find((a) => a.kind === 'applicant' && a.client === client)!.login;

it.each(CLIENTS)('%s reaches a quote in the browser in English and in French', async (client) => {
  const context = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  e2e.contexts.push(context);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, e2e.server, baseUrlOf(e2e.server.url, client, 'en-CA'), loginOf(client), 'en-CA');
  await walkToQuote(page, e2e.server.url, client, 'en-CA');
  await walkToQuote(page, e2e.server.url, client, 'fr-CA');
  expect(errors).toEqual([]);
  await context.close();
});
