import { describe, expect, it } from 'vitest';
import { STATUSES, offersAssignToMe } from './index';

describe('"Assign to me" in the work list', () => {
  it('is offered only where a CSR may take the application', () => {
    expect(STATUSES.filter(offersAssignToMe)).toEqual(['PENDING_CSR_REVIEW', 'CSR_REVIEW_IN_PROGRESS', 'WAITING_ON_CUSTOMER', 'WAITING_ON_UNDERWRITER']);
  });
});
