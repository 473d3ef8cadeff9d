/**
 * Size and name limits on what the proposal routes store (docs/server.md "Proposals"): utm values,
 * a step's name and answers, and current_progress_state, which must name a step of the journey.
 * Each refusal is a 400 naming the value, and nothing is stored.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PROGRAMS, startTestApp, type TestApp } from '../testing/test-app';

const P = '/smb/cnc/api/v2/proposals';
const STEP = { name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca' } };

/**
 * The fixture program plus a page whose list has no max_items and whose text has no maxLength:
 * only the step limit bounds what it stores.
 */
function programsWithNotesPage(dir: string): string {
  const programs = join(dir, 'programs');
  cpSync(FIXTURE_PROGRAMS, programs, { recursive: true });
  const label = (en: string) => ({ 'en-CA': en, 'fr-CA': en });
  const page = {
    route_name: 'notes',
    title: label('Notes'),
    form_container: {
      rows: [{ sections: [{ name: 'notes', fields: [{ name: 'notes', type: 'multifieldv2', label: label('Notes'), components: [{ name: 'text', type: 'textbox', label: label('Note') }] }] }] }],
      buttons: [{ name: 'continue', type: 'continue', label: label('Continue') }],
    },
  };
  writeFileSync(join(programs, 'TESTPROG', 'pages', 'notes.json'), JSON.stringify(page));
  const journeyFile = join(programs, 'TESTPROG', 'journey.json');
  const journey = JSON.parse(readFileSync(journeyFile, 'utf8')) as { links: unknown[] };
  journey.links.splice(1, 0, { route_name: 'notes', nav_title: label('Notes'), category: 'about-you', tags: [{ key: 'progress_state', value: 'NOTES' }] });
  writeFileSync(journeyFile, JSON.stringify(journey));
  return programs;
}

let t: TestApp;
let dir: string;
let alice = '';
let bob = '';

const call = (method: string, cookie: string, body: unknown, headers: Record<string, string> = {}) => t.request({ method, url: P, cookie, body, headers });
const stored = async () => (await t.app.proposals.liveFor('T001'))!;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'proposal-limits-'));
  t = await startTestApp({ programsDir: programsWithNotesPage(dir) });
  alice = await t.login('a@test');
  bob = await t.login('b@test');
  expect((await call('POST', alice, { current_progress_state: STEP.name, progress_states: [STEP] })).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('limits on what a proposal stores', () => {
  it('a utm value over 200 characters is refused by name; 200 are stored', async () => {
    const long = await call('PATCH', alice, { current_progress_state: STEP.name, progress_states: [STEP], utm: { source: 'news', campaign: 'c'.repeat(201) } }, { revision: '1' });
    expect([long.status, long.body.code, long.body.messageList.map((e: { field: string }) => e.field)]).toEqual([400, 10002, ['body.utm.campaign']]);
    expect((await stored()).utm).toBeNull();
    const ok = await call('PATCH', alice, { current_progress_state: STEP.name, progress_states: [STEP], utm: { campaign: 'c'.repeat(200) } }, { revision: '1' });
    expect([ok.status, ok.body.utm]).toEqual([200, { campaign: 'c'.repeat(200) }]);
  });

  it('a step name over 100 characters is refused by name', async () => {
    const name = 'N'.repeat(101);
    const res = await call('PATCH', alice, { current_progress_state: STEP.name, progress_states: [{ ...STEP, name }] }, { revision: String((await stored()).revision) });
    expect([res.status, res.body.messageList.map((e: { field: string }) => e.field)]).toEqual([400, ['body.progress_states.0.name']]);
  });

  it('a step whose answers weigh more than 64 KiB is refused naming the step, though each answer is valid', async () => {
    const revision = String((await stored()).revision);
    const notes = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `${i}`.padEnd(9000, 'x') }));
    const small = await call('PATCH', alice, { current_progress_state: 'NOTES', progress_states: [{ name: 'NOTES', completed: true, form_elements: { notes: notes(2) } }] }, { revision });
    expect(small.status).toBe(200);
    const big = await call('PATCH', alice, { current_progress_state: 'NOTES', progress_states: [{ name: 'NOTES', completed: true, form_elements: { notes: notes(8) } }] }, { revision: String(small.body.progress_states_revision) });
    // {"notes":[…]}: 9 + 1 + 8 × (9000 + 11: {"text":"…"}) + 7 commas + 2 brackets = 72107
    expect(big).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', code: 10055, message: 'The answers of step “NOTES” are too large (72107 bytes; at most 65536).' },
    });
    expect((await stored()).revision).toBe(small.body.progress_states_revision);
  });

  it('current_progress_state must name a step of the program’s journey (tag or page name), on create and on save', async () => {
    const revision = String((await stored()).revision);
    const res = await call('PATCH', alice, { current_progress_state: 'SOMEWHERE_ELSE', progress_states: [STEP] }, { revision, 'accept-language': 'fr-CA' });
    expect(res.body).toEqual({
      status: 400, error: 'Bad Request', code: 10054,
      message: '«\u00a0SOMEWHERE_ELSE\u00a0» n’est pas une étape du programme TESTPROG\u00a0: current_progress_state doit en nommer une.',
    });
    expect(String((await stored()).revision)).toBe(revision);
    const created = await call('POST', bob, { current_progress_state: 'x'.repeat(100), progress_states: [STEP] });
    expect([created.status, created.body.code]).toEqual([400, 10054]);
    expect(await t.app.proposals.liveFor('T002')).toBeUndefined();
    // the journey's tag, and a page named like the state, both name a step
    expect((await call('PATCH', alice, { current_progress_state: 'NOTES', progress_states: [STEP] }, { revision })).status).toBe(200);
    expect((await call('PATCH', alice, { current_progress_state: 'QUOTE', progress_states: [STEP] }, { revision: String(Number(revision) + 1) })).status).toBe(200);
  });
});
