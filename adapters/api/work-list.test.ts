import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { workListQuerySchema } from './work-list';

// as Fastify reads a query string: strings coerced to the schema's types, defaults filled in
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, allErrors: false });
addFormats(ajv);
const validate = ajv.compile(workListQuerySchema);
const check = (query: Record<string, string>) => {
  const copy: Record<string, unknown> = { ...query };
  return validate(copy) ? { ok: true, query: copy } : { ok: false, at: validate.errors?.[0]?.instancePath };
};

describe('work-list query', () => {
  it('takes the filters as a query string and fills in the defaults', () => {
    expect(check({ status: 'PENDING_CSR_REVIEW', name: 'smith', modified_from: '2026-01-31', exclude_bound_approved: 'true', page: '3' })).toEqual({
      ok: true,
      query: { status: 'PENDING_CSR_REVIEW', name: 'smith', modified_from: '2026-01-31', exclude_bound_approved: true, page: 3, direction: 'desc' },
    });
  });

  it.each([
    ['a day that does not exist', { referral_to: '2026-02-30' }, '/referral_to'],
    ['another date format', { modified_from: '31/01/2026' }, '/modified_from'],
    ['an unknown sort column', { sort: 'password' }, '/sort'],
    ['a page beyond the last', { page: '1000000000' }, '/page'],
    ['page 0', { page: '0' }, '/page'],
    ['an oversized text', { email: 'x'.repeat(101) }, '/email'],
    ['an unknown status', { status: 'NOPE' }, '/status'],
  ])('refuses %s, naming the parameter', (_, query, at) => {
    expect(check(query)).toEqual({ ok: false, at });
  });
});
