/**
 * The rating plan as versioned data (docs/requirements.md §13, docs/server.md "Layout versions and
 * the studio API"): a publish or rollback of programs/<CLIENT>/rating.json prices the next quote at
 * once; a plan that fails its check or reads an answer no page asks is refused and the plan served
 * before stays.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestReply } from '../testing/test-app';
import { RATING_PATH, STUDIO, startStudioApp, type StudioApp } from './testing';

let t: TestApp;
let studio: StudioApp;
let files: StudioApp['files'];
let original: { primary: { limits: { base_premium: number }[] } };

beforeAll(async () => {
  studio = await startStudioApp();
  ({ t, files } = studio);
  original = JSON.parse(readFileSync(join(files.programsDir, 'TESTPROG', 'rating.json'), 'utf8'));
});
afterAll(() => studio?.close());

const as = (method: string, url: string, body?: unknown) => studio.as(method, url, body);
const publishedId = async (): Promise<string> => (await as('GET', `/file?path=${RATING_PATH}`)).body.published.id;
const publishPlan = async (text: string): Promise<TestReply> =>
  as('POST', '/publish', { client: 'TESTPROG', changes: [{ path: RATING_PATH, text }], base: { [RATING_PATH]: await publishedId() }, note: 'rates' });
/** The test plan with another base premium for its one limit. */
const withBase = (premium: number) => JSON.stringify({ ...original, primary: { ...original.primary, limits: [{ ...original.primary.limits[0], base_premium: premium }] } }, null, 2);

/** The premium of a fresh quote for the same answers (has_firm "y", which the plan's one limit asks for). */
async function premium(): Promise<number> {
  const quotes = await t.app.rateProposal(
    { id: 'p-1', client: 'TESTPROG', progress_states: [{ name: 'personal-details', form_elements: { has_firm: 'y' } }] },
    { locale: 'en-CA' },
  );
  return (quotes[0]!.quote as { full_premium_amount: number }).full_premium_amount;
}

describe('the rating plan in the studio', () => {
  it('is listed with the program\'s files as kind "rating", seeded from its file', async () => {
    const { programs } = (await as('GET', '/programs')).body;
    const file = programs.find((p: { client: string }) => p.client === 'TESTPROG').files.find((f: { path: string }) => f.path === RATING_PATH);
    expect(file).toMatchObject({ kind: 'rating', published: { author: 'schemas/ files', status: 'published' } });
  });

  it('a published rate change prices the next quote at once, without a restart', async () => {
    expect(await premium()).toBe(500);
    const res = await publishPlan(withBase(650));
    expect(res.status).toBe(200);
    expect(await premium()).toBe(650);
  });

  it('a plan that fails its check is refused with 422 naming the file, JSON path and reason; the plan served before stays', async () => {
    const before = await publishedId();
    const broken = JSON.parse(withBase(650));
    broken.primary.limits[0].base_premium = 'lots';
    const res = await publishPlan(JSON.stringify(broken));
    expect([res.status, res.body.code]).toEqual([422, 10250]);
    expect(res.body.problems).toContainEqual({ file: RATING_PATH, path: '$.primary.limits[0].base_premium', message: expect.any(String) });

    const notJson = await publishPlan('{ "client": ');
    expect(notJson.status).toBe(422);
    expect(notJson.body.problems).toEqual([{ file: RATING_PATH, path: '$', message: expect.stringMatching(/^not valid JSON/) }]);

    expect(await publishedId()).toBe(before);
    expect(await premium()).toBe(650);
  });

  it('a plan reading an answer no page asks is refused, naming the plan path and the field; the plan served before stays', async () => {
    const plan = JSON.parse(withBase(900));
    plan.primary.limits[0].when = { '==': [{ var: 'answers.years_in_practice' }, 'y'] };
    const res = await publishPlan(JSON.stringify(plan));
    expect(res.status).toBe(422);
    expect(res.body.problems).toEqual([{ file: RATING_PATH, path: '$.primary.limits[0].when.==[0].var', message: expect.stringContaining('no page of the program asks "years_in_practice"') }]);
    // check answers the same without publishing
    const checked = await as('POST', '/check', { client: 'TESTPROG', changes: [{ path: RATING_PATH, text: JSON.stringify(plan) }] });
    expect(checked.body.problems).toEqual(res.body.problems);
    expect(await premium()).toBe(650);
  });

  it('a rollback of the plan prices the next quote as the earlier version did', async () => {
    const versions = (await as('GET', `/file?path=${RATING_PATH}`)).body.versions as { id: string; status: string }[];
    const seeded = versions.find((v) => v.status === 'archived')!;
    const res = await as('POST', '/rollback', { version_id: seeded.id, base: await publishedId(), note: 'back to 500' });
    expect(res.status).toBe(200);
    expect(await premium()).toBe(500);
    expect((await as('GET', '/audit?client=TESTPROG')).body.entries[0]).toMatchObject({ action: 'rollback', paths: [RATING_PATH] });
  });

  it('an applicant and a CSR cannot publish a plan (403), a signed-out caller gets 401; the premium is unchanged', async () => {
    const body = { client: 'TESTPROG', changes: [{ path: RATING_PATH, text: withBase(1) }], base: { [RATING_PATH]: await publishedId() }, note: '' };
    expect((await t.request({ method: 'POST', url: `${STUDIO}/publish`, body })).status).toBe(401);
    for (const who of ['a@test', 'csr@test']) expect((await t.requestAs(who, { method: 'POST', url: `${STUDIO}/publish`, body })).status).toBe(403);
    expect(await premium()).toBe(500);
  });
});
