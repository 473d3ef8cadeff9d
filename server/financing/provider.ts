import type { FinanceOption } from '../../adapters/finance';

/**
 * What our server asks of a premium finance company (docs/payments.md "Premium financing"): accept
 * a finance agreement for a policy and collect its down payment. The amounts are ours, computed on
 * the server from the issued quote (adapters/finance); the provider answers with its reference.
 */
export interface FinanceRequest {
  policyNumber: string;
  option: FinanceOption;
  currency: 'CAD';
  /** dollars, 2 decimals: collected now */
  downPayment: number;
  installmentAmount: number;
  installments: number;
  financeCharge: number;
  yearlyAmount: number;
  /** one per policy: asked again (a retry after a crash), the provider answers the same agreement */
  idempotencyKey: string;
}

export type FinanceResult = { status: 'accepted'; reference: string } | { status: 'declined'; code: string };

/** The provider gave no usable answer; nothing is recorded on our side and the caller may try again with the same key. */
export class FinanceProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FinanceProviderError';
  }
}

export interface FinanceProvider {
  readonly name: string;
  /** resolves with the decision, or throws FinanceProviderError when there is none */
  accept(request: FinanceRequest): Promise<FinanceResult>;
}
