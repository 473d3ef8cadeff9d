import { describe, expect, it } from 'vitest';
import eligibility from '../../schemas/programs/CANAGENT/pages/eligibility.json';
import { sponsorBilledBy } from './sponsor-billing';

/** The option keys of the agents' company question, as the eligibility page offers them. */
function companyKeys(): string[] {
  const keys: string[] = [];
  JSON.stringify(eligibility, (key, value: unknown) => {
    if (value && typeof value === 'object' && (value as { name?: unknown }).name === 'agents_company') {
      for (const option of (value as { options: { key: string }[] }).options) keys.push(option.key);
    }
    return value;
  });
  return keys;
}

describe('sponsorBilledBy (brandsConfig.json sponsorBilling)', () => {
  it('agents of MMC and CST Savings are billed through their company; other agents pay', () => {
    const keys = companyKeys();
    expect(keys).toEqual(expect.arrayContaining(['MMC', 'CST', 'CIFPS']));
    expect(keys.map((company) => sponsorBilledBy('CANAGENT', { agents_company: company })).filter(Boolean)).toEqual(['MMC', 'CST']);
  });

  it('no company answered, an answer of another shape, or another program: not billed', () => {
    expect(sponsorBilledBy('CANAGENT', {})).toBeUndefined();
    expect(sponsorBilledBy('CANAGENT', { agents_company: ['MMC'] })).toBeUndefined();
    expect(sponsorBilledBy('CANAGENT', { agents_company: 'mmc' })).toBeUndefined();
    expect(sponsorBilledBy('CANACCT', { agents_company: 'MMC' })).toBeUndefined();
    expect(sponsorBilledBy('NOPE', { agents_company: 'MMC' })).toBeUndefined();
    expect(sponsorBilledBy('hasOwnProperty', { agents_company: 'MMC' })).toBeUndefined();
  });
});
