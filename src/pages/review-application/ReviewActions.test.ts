/** The CSR's decisions when the cheque arrives (docs/requirements.md §6.4, §8.3), from the transition table. */
import { describe, expect, it } from 'vitest';
import { CSR, SPONSOR } from '../../../adapters/identity/testing/principals';
import en from '../../../schemas/content/en-CA/review.json';
import fr from '../../../schemas/content/fr-CA/review.json';
import { decisionsFor } from './ReviewActions';

describe('a policy waiting for its cheque', () => {
  it('a CSR is offered to bind it (BOUND_MANUALLY), with a label that says the cheque arrived, in both languages', () => {
    const { buttons, targets } = decisionsFor('POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', 'CANACCT', CSR);
    expect(buttons).toEqual([{ key: 'BOUND_MANUALLY', body: { type: 'BOUND_MANUALLY' } }]);
    expect(targets).toEqual([]);
    expect([en['review.action.BOUND_MANUALLY'], fr['review.action.BOUND_MANUALLY']]).toEqual(['Cheque received: bind the policy', 'Chèque reçu : mettre la police en vigueur']);
  });

  it('a sponsor is not; nor is the cheque button offered where no cheque is awaited', () => {
    expect(decisionsFor('POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', 'CANACCT', SPONSOR).buttons).toEqual([]);
    for (const status of ['POLICY_ISSUED_PENDING_PAYMENT', 'POLICY_ISSUED', 'CSR_REVIEW_IN_PROGRESS'] as const) {
      expect(decisionsFor(status, 'CANACCT', CSR).buttons.map((b) => b.key)).not.toContain('BOUND_MANUALLY');
    }
  });
});
