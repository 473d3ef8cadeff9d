/** GET /validators: the generated validator modules the browser imports instead of compiling schemas. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { CompiledLayout, FormData, Locale, Role } from '../../adapters/types';
import { validatePage } from '../../adapters/validators';
import { installRuntimeCompiler } from '../../adapters/validators/ajv';
import { installSchemaCompiler } from '../../adapters/validators/schema-checks';
import { registerValidatorModule, type ValidatorModuleFactory } from '../../adapters/validators/validator-module';
import { validatorKey } from '../../adapters/validators/validator-key';
import { startTestApp, type TestApp } from '../testing/test-app';

const PATH = '/smb/cnc/api/v2/validators';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  installRuntimeCompiler();
  await t?.close();
});

function compiled(page: string, locale: Locale = 'en-CA', role: Role = 'applicant'): CompiledLayout {
  const entry = t.app.layouts.page('TESTPROG', page)!;
  return compileLayout(entry.page, { locale, program: 'TESTPROG', applicationType: 'NEW', role });
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /validators/:client/:page/:key.js', () => {
  it('answers the page module as JavaScript, cached for good, without a session', async () => {
    const key = validatorKey(compiled('personal-details').schema);
    const res = await get(`${PATH}/TESTPROG/personal-details/${key}.js`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^\/\/ validator [0-9a-f]{64}/);
    expect(res.body).toContain('export default function validators(runtime)');
    expect(res.body).not.toMatch(/require\(/);
    // the fr-CA compile and the other views of this page share the key: one module
    expect(validatorKey(compiled('personal-details', 'fr-CA', 'csr').schema)).toBe(key);
  });

  it('sends the module brotli or gzip compressed when the browser accepts it, the same code either way', async () => {
    const url = `${PATH}/TESTPROG/personal-details/${validatorKey(compiled('personal-details').schema)}.js`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('evaluates to the same errors as the run-time check, in both locales', async () => {
    const en = compiled('personal-details');
    const fr = compiled('personal-details', 'fr-CA');
    const answers: FormData[] = [{}, { first_name: 'x'.repeat(500), email: 3, unknown: true }, { first_name: 'Ann', last_name: 'Able' }];
    const expected = answers.map((data) => [validatePage(en, data), validatePage(fr, data)]);
    const key = validatorKey(en.schema);
    const body = (await get(`${PATH}/TESTPROG/personal-details/${key}.js`)).body;
    const mod = (await import(/* @vite-ignore */ `data:text/javascript;charset=utf-8,${encodeURIComponent(body)}`)) as { default: ValidatorModuleFactory };
    installSchemaCompiler(undefined);
    registerValidatorModule(key, mod.default);
    // new compiles (not the cached plans): their checks come from the module
    const fresh = (locale: Locale) => compileLayout(structuredClone(t.app.layouts.page('TESTPROG', 'personal-details')!.page), { locale, program: 'TESTPROG', applicationType: 'NEW', role: 'applicant' });
    expect(answers.map((data) => [validatePage(fresh('en-CA'), data), validatePage(fresh('fr-CA'), data)])).toEqual(expected);
    expect(expected.flat(2).length).toBeGreaterThan(0);
    installRuntimeCompiler();
  });

  it('answers 404 naming what is unknown: the key, the page, the client', async () => {
    const key = validatorKey(compiled('personal-details').schema);
    const otherKey = 'f'.repeat(64);
    const unknownKey = await get(`${PATH}/TESTPROG/personal-details/${otherKey}.js`);
    expect(unknownKey.statusCode).toBe(404);
    expect(unknownKey.json()).toMatchObject({ code: expect.any(Number), message: `Page “personal-details” of program TESTPROG has no validator ${otherKey}.` });
    expect(String(unknownKey.headers['cache-control'] ?? '')).not.toContain('immutable');
    const page = await get(`${PATH}/TESTPROG/no-such-page/${key}.js`);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('Program TESTPROG has no page “no-such-page”.');
    const client = await get(`${PATH}/NOPE/personal-details/${key}.js`);
    expect(client.statusCode).toBe(404);
    expect(client.json().message).toBe('There is no program with client code “NOPE”.');
  });

  it('answers 400 naming the key when it is not 64 hex digits', async () => {
    for (const bad of ['abc', 'F'.repeat(64), `${'0'.repeat(63)}g`]) {
      const res = await get(`${PATH}/TESTPROG/personal-details/${bad}.js`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please review this field: params.key.', messageList: [{ field: 'params.key' }] });
    }
  });
});
