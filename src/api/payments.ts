/**
 * Card payment through the payment transaction routes (docs/payments.md): start (or resume) the
 * policy's transaction, which names the provider's hosted card fields; then charge the single-use
 * token those fields gave. The card itself never comes here.
 */
import type { GetPaymentBody, PaymentTransaction, StartPaymentBody, UpdatePaymentBody } from '../../adapters/api';
import { apiRequest, ApiError, type RequestContext } from './client';

const API = '/smb/cnc/api/v2';

/** The policy's open transaction: new (201) or the one already open (200). */
export function startPayment(ctx: RequestContext, policyId: string): Promise<PaymentTransaction> {
  const body: StartPaymentBody = { policy_id: policyId };
  return apiRequest<PaymentTransaction>(`${API}/savePaymentTransaction`, ctx, { method: 'POST', body });
}

/** Charges the token once; a decline is an ApiError 402 with the server's words and the transaction. */
export function payWithToken(ctx: RequestContext, transactionId: string, token: string): Promise<PaymentTransaction> {
  const body: UpdatePaymentBody = { transaction_id: transactionId, token };
  return apiRequest<PaymentTransaction>(`${API}/updatePaymentTransaction`, ctx, { method: 'POST', body });
}

export function getPayment(ctx: RequestContext, transactionId: string): Promise<PaymentTransaction> {
  const body: GetPaymentBody = { transaction_id: transactionId };
  return apiRequest<PaymentTransaction>(`${API}/getPaymentTransaction`, ctx, { method: 'POST', body });
}

/** The transaction an error reply carries (409 in progress or closed, 402, 500, 502), if any. */
export function transactionOf(error: ApiError): PaymentTransaction | undefined {
  const t = error.body?.transaction;
  return t && typeof t === 'object' && typeof (t as PaymentTransaction).id === 'string' ? (t as PaymentTransaction) : undefined;
}
