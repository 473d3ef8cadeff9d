import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSharedConfig } from './config-check';

const shipped = (name: string) => readFileSync(new URL(`../../schemas/config/${name}.json`, import.meta.url), 'utf8');
const PROGRAMS = ['CANAGENT', 'CANACCT', 'CANLAWYERS', 'CANGLDWNG', 'CANSILVWING', 'CANWINGS'];

describe('checkSharedConfig', () => {
  it('passes the repository’s brand configuration and error catalogue for the programs the portal serves', () => {
    expect(checkSharedConfig('brandsConfig', 'config/brandsConfig.json', shipped('brandsConfig'), { programs: PROGRAMS, before: shipped('brandsConfig') })).toEqual({ problems: [], warnings: [] });
    expect(checkSharedConfig('errors', 'config/errors.json', shipped('errors'), { programs: PROGRAMS })).toEqual({ problems: [], warnings: [] });
  });

  it('a served program without an entry is a warning; one that loses its entry is a problem', () => {
    const brands = JSON.parse(shipped('brandsConfig'));
    delete brands.clients.CANACCT;
    const text = JSON.stringify(brands);
    const never = checkSharedConfig('brandsConfig', 'config/brandsConfig.json', text, { programs: PROGRAMS, before: text });
    expect(never).toEqual({ problems: [], warnings: [{ file: 'config/brandsConfig.json', path: '$.clients', message: 'the program CANACCT has no entry: it has no brand name and its registration is refused' }] });
    const lost = checkSharedConfig('brandsConfig', 'config/brandsConfig.json', text, { programs: PROGRAMS, before: shipped('brandsConfig') });
    expect(lost.problems).toEqual([{ file: 'config/brandsConfig.json', path: '$.clients', message: expect.stringMatching(/^the entry of the program CANACCT is gone/) }]);
  });

  it('words a program’s setting of the wrong type, and a cheque offer that is neither false nor instructions', () => {
    const brands = JSON.parse(shipped('brandsConfig'));
    brands.clients.CANACCT.registrationOpen = 'yes';
    brands.offlinePayment = true;
    const { problems } = checkSharedConfig('brandsConfig', 'config/brandsConfig.json', JSON.stringify(brands), { programs: PROGRAMS });
    expect(problems).toContainEqual({ file: 'config/brandsConfig.json', path: '$.clients.CANACCT.registrationOpen', message: 'must be boolean' });
    expect(problems.filter((p) => p.path === '$.offlinePayment').map((p) => p.message)).toContain('must be false');
  });
});
