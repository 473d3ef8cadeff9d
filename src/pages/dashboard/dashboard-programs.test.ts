import { describe, expect, it } from 'vitest';
import { COVERAGE_TYPE_ENUM } from '../../../adapters/api/dashboard';
import { COVERAGE_TYPE_NAMES, DASHBOARD_CLIENTS } from '../../../adapters/policies';
import { PROGRAMS } from '../../../adapters/base/programs';

describe('the programs with a dashboard', () => {
  it('are the sites of the dashboard’s coverage types, gold and silver wings', () => {
    expect(new Set(PROGRAMS.filter((p) => p.dashboard).map((p) => p.client))).toEqual(DASHBOARD_CLIENTS);
    expect([...DASHBOARD_CLIENTS]).toEqual(['CANGLDWNG', 'CANSILVWING']);
  });

  it('the wire contract names the same coverage types', () => {
    expect(COVERAGE_TYPE_ENUM).toEqual(COVERAGE_TYPE_NAMES);
  });
});
