/**
 * The application PDF (docs/requirements.md §6.7) over real HTTP on the real programs: made when a
 * final quote issues the policy (accountants) or is accepted (the others), read back as text in
 * both languages, and refused to anyone but the applicant and staff.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { ERROR_CODE } from '../../adapters/api/error-codes';
import { startTestApp } from '../testing/test-app';
import { API, Harness, PROGRAMS } from '../policies/test-harness';
import { seedAviationApplication } from '../dashboard/testing';

let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(() => h?.t.close());

const ACCT = { business_province: 'QC', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };

/** GET of the PDF as `who`: status, headers and the file's text when it is one. */
async function download(who: string | null, proposalId: string, query = '', headers: Record<string, string> = {}) {
  const cookie = who ? await h.t.session(who) : undefined;
  const res = await fetch(`${h.t.url}${API}/proposals/${proposalId}/pdf${query}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const isPdf = res.headers.get('content-type') === 'application/pdf';
  const text = isPdf ? (await new PDFParse({ data: bytes }).getText()).text : '';
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes, text, json: isPdf ? undefined : JSON.parse(bytes.toString() || 'null') };
}

/** An accountant whose accepted final quote issued the policy: the moment the PDF is made. */
async function issuedAccountant() {
  const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 1 });
  const res = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
  expect(res.status).toBe(201);
  return { ...p, policyNumber: (res.body as { number: string }).number };
}

describe('the application PDF', () => {
  it('is made when the final quote issues the policy, with the answers, labels and limits in English and in French', async () => {
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 1 });
    // not before the final quote: the info says there is none (no content), a download is refused
    const before = await h.call(p.login, 'GET', `/proposals/${p.id}/pdf/info`);
    expect(before.status).toBe(204);
    const early = await download(p.login, p.id, '?locale=en-CA');
    expect([early.status, early.json.code]).toEqual([404, ERROR_CODE.applicationPdfMissing]);
    expect(early.json.message).toContain('no PDF yet');
    const issued = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    expect(issued.status).toBe(201);

    const info = await h.call(p.login, 'GET', `/proposals/${p.id}/pdf/info`);
    expect(info.status).toBe(200);
    // a practice in Quebec, and the brand offers French first there (docs/requirements.md §9.5)
    expect(info.body).toMatchObject({ file_name: 'Application.pdf', locales: ['fr-CA', 'en-CA'] });

    const en = await download(p.login, p.id, '?locale=en-CA');
    expect([en.status, en.type, en.disposition]).toEqual([200, 'application/pdf', 'attachment; filename="Application.pdf"']);
    for (const text of [
      'Insurance application', 'Accountants’ professional liability insurance', p.customer, issued.body.number,
      'Coverage start date', '01/07/2026', 'Province or territory of your practice', 'Quebec',
      'Limits and premium', 'Premium before taxes and fees', 'Total to pay for the year', 'Page 1 of',
    ]) expect(en.text, text).toContain(text);

    const fr = await download(p.login, p.id, '?locale=fr-CA');
    expect(fr.status).toBe(200);
    for (const text of [
      'Demande d’assurance', 'Numéro de client', 'Date d’entrée en vigueur de la protection', '01/07/2026',
      'Province ou territoire de votre cabinet', 'Québec', 'Limites et prime', 'Prime avant taxes et frais', 'Total à payer pour l’année',
    ]) expect(fr.text, text).toContain(text);
    expect(fr.text).not.toContain('Insurance application');
    // French amounts: the limit as the quote shows it, grouped with spaces and the sign after
    expect(fr.text).toMatch(/\d[\d\s ]* \d{3} \$/);

    // without ?locale: French first for this Quebec applicant, whatever the browser's language; the
    // same bytes on every download (the file that was sent)
    const byDefault = await download(p.login, p.id, '', { 'accept-language': 'en-CA,en;q=0.9' });
    expect(byDefault.text).toContain('Demande d’assurance');
    expect(byDefault.bytes.equals(fr.bytes)).toBe(true);
  });

  it('outside Quebec it is offered in the request’s language first, and comes in it without ?locale', async () => {
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', { ...ACCT, business_province: 'ON' }, { accepted: 1 });
    expect((await h.call(p.login, 'POST', '/policies', { quote: { id: '' } })).status).toBe(201);
    const info = await h.call(p.login, 'GET', `/proposals/${p.id}/pdf/info`);
    expect(info.body).toMatchObject({ locales: ['en-CA', 'fr-CA'] });
    expect((await download(p.login, p.id)).text).toContain('Insurance application');
    expect((await download(p.login, p.id, '', { 'accept-language': 'fr-CA,fr;q=0.9' })).text).toContain('Demande d’assurance');
  });

  it('a CSR downloads it; another applicant, a sponsor and a signed-out caller are refused', async () => {
    const p = await issuedAccountant();
    const csr = await download('csr@test', p.id, '?locale=en-CA');
    expect([csr.status, csr.text.includes(p.customer)]).toEqual([200, true]);
    expect((await h.call('csr@test', 'GET', `/proposals/${p.id}/pdf/info`)).status).toBe(200);

    const other = await h.applicant('CANACCT');
    const theirs = await download(other.login, p.id);
    expect([theirs.status, theirs.json.code]).toEqual([403, ERROR_CODE.forbidden]);
    expect((await h.call(other.login, 'GET', `/proposals/${p.id}/pdf/info`)).status).toBe(403);
    expect((await download('sponsor@test', p.id)).status).toBe(403);
    expect((await download(null, p.id)).status).toBe(401);
    expect((await h.t.request({ method: 'GET', url: `${API}/proposals/${p.id}/pdf/info` })).status).toBe(401);
  });

  it('a language other than en-CA and fr-CA, a malformed id and an unknown proposal get a 4xx naming the problem', async () => {
    const p = await issuedAccountant();
    const german = await download(p.login, p.id, '?locale=de-DE');
    expect(german.status).toBe(400);
    expect(german.json.message).toContain('locale');
    const malformed = await download(p.login, 'not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toContain('id');
    expect((await download(p.login, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('an agent’s accepted quote makes it (before any CSR review), named after the coverage year', async () => {
    const p = await h.seed('CANAGENT', 'QUOTED', { coverage_begin_date: '2027-03-01', province: 'ON' }, { quotes: agentQuotes() });
    const accept = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[0]!.id } }, { revision: await h.revision(p.id) });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    const info = await h.call(p.login, 'GET', `/proposals/${p.id}/pdf/info`);
    expect([info.status, info.body.file_name]).toEqual([200, 'Application2027.pdf']);
    const en = await download(p.login, p.id, '?locale=en-CA');
    expect(en.disposition).toBe('attachment; filename="Application2027.pdf"');
    expect(en.text).toContain('Agents’ professional liability insurance');
  });

  it('a gold wings acceptance lists each aircraft, the limits and totals, the commission, then the eligibility criteria; named after the begin date', async () => {
    // a message formatted with a missing value is logged, not thrown: none may be
    const formatErrors = vi.spyOn(console, 'error');
    const { login, customer } = await h.applicant('CANGLDWNG');
    const seeded = await seedAviationApplication(h.t.app, customer, 'CANGLDWNG', 'QUOTED');
    const row = await h.row(seeded.id);
    const accept = await h.call(login, 'PATCH', '/quote', { quote: { id: seeded.quotes[0]!.id } }, { revision: String(row.revision) });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    const begin = (row.progress_states.flatMap((s) => Object.entries(s.form_elements ?? {})).find(([k]) => k === 'coverage_begin_date')![1]) as string;
    const info = await h.call(login, 'GET', `/proposals/${seeded.id}/pdf/info`);
    expect(info.body.file_name).toBe(`Application${begin}.pdf`);

    for (const [locale, words] of [
      ['en-CA', ['Insured aircraft', 'Limits and premium', 'Commission', 'Total commission', 'Eligibility criteria']],
      ['fr-CA', ['Aéronefs assurés', 'Limites et prime', 'Commission', 'Commission totale', 'Critères d’admissibilité']],
    ] as const) {
      const { text } = await download(login, seeded.id, `?locale=${locale}`);
      const at = words.map((w) => text.indexOf(w));
      expect(at.every((i) => i >= 0), `${locale}: ${words.join(', ')}`).toBe(true);
      // in the order of the application PDF's sections: aircraft, limits and totals, commission, eligibility last
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    }
    expect(formatErrors).not.toHaveBeenCalled();
    formatErrors.mockRestore();
  });
});

/** One quote of the agents' shape, enough for an acceptance. */
function agentQuotes() {
  const quote = {
    id: 'q-agent-1', parent_entity_id: 'p', line_of_business_code: 'EO', full_premium_amount: 900,
    product: [{ type_code: 'EO', coverage: [{ plan_name: 'Professional Liability', full_premium: 900, limit: [{ amount: 1000000, applies_to_code: 'EACH_CLAIM', text: '$1,000,000' }], deductible: [], coverage_option: [] }] }],
    payment_options: [{ plan_desc: 'ANNUALLY' as const, payments: [{ taxes: [], fee: [], gross_amount: 900, net_amount: 900 }] }],
  };
  return [{ id: 'w-agent-1', quote }];
}
