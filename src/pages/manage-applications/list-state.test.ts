import { describe, expect, it } from 'vitest';
import { emptyFilters, isIsoDate, readState, toApiQuery, writeState } from './list-state';

const read = (query: string, client = 'CANACCT') => readState(new URLSearchParams(query), client);

describe('the work list in the URL', () => {
  it('reads back what it writes, only what differs from the defaults', () => {
    const state = { filters: { ...emptyFilters('CANACCT'), name: 'smith', status: 'PENDING_CSR_REVIEW', modified_from: '2026-01-31' }, sort: 'email' as const, direction: 'asc' as const, page: 2 };
    const query = writeState(state, 'CANACCT').toString();
    expect(query).toBe('status=PENDING_CSR_REVIEW&name=smith&modified_from=2026-01-31&sort=email&direction=asc&page=2');
    expect(read(query)).toEqual(state);
  });

  it('leaves out what the server would refuse', () => {
    expect(read('modified_to=2026-02-30&sort=password&page=-3&status=NOPE&client=%27x')).toEqual(read(''));
    expect(read('page=99999999').page).toBe(10_000);
  });

  it('excludes bound and approved by default on the wings programs only, and says so to the server', () => {
    expect(read('', 'CANGLDWNG').filters.exclude_bound_approved).toBe(true);
    expect(toApiQuery(read('', 'CANGLDWNG'), 'CANGLDWNG')).toEqual({ exclude_bound_approved: 'true' });
    expect(toApiQuery(read('exclude_bound_approved=false', 'CANGLDWNG'), 'CANGLDWNG')).toEqual({});
    expect(toApiQuery(read(''), 'CANACCT')).toEqual({});
  });

  it('knows a real day', () => {
    expect(['2026-02-28', '2024-02-29', '2026-02-29', '2026-13-01', '28/02/2026'].map(isIsoDate)).toEqual([true, true, false, false, false]);
  });
});
