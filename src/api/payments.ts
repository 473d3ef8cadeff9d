/**
 * Card payment through the payment transaction routes (docs/payments.md): start (or resume) the
 * policy's transaction, which names the provider's hosted card fields; then charge the single-use
 * token those fields gave. The card itself never comes here.
 */
import { apiRequest, ApiError, type RequestContext } from './client';

const API = '/smb/cnc/api/v2';

export interface HostedFields {
  url: string;
  /** the only origin whose messages the page accepts */
  origin: string;
}

export interface PaymentTransaction {
  id: string;
  policy_id: string;
  amount: number;
  progress_code: string;
  card_brand?: string | null;
  card_last4?: string | null;
  failure_code?: string | null;
  hosted_fields?: HostedFields;
}

/** The policy's open transaction: new (201) or the one already open (200). */
export function startPayment(ctx: RequestContext, policyId: string): Promise<PaymentTransaction> {
  return apiRequest<PaymentTransaction>(`${API}/savePaymentTransaction`, ctx, { method: 'POST', body: { policy_id: policyId } });
}

/** Charges the token once; a decline is an ApiError 402 with the server's words and the transaction. */
export function payWithToken(ctx: RequestContext, transactionId: string, token: string): Promise<PaymentTransaction> {
  return apiRequest<PaymentTransaction>(`${API}/updatePaymentTransaction`, ctx, { method: 'POST', body: { transaction_id: transactionId, token } });
}

export function getPayment(ctx: RequestContext, transactionId: string): Promise<PaymentTransaction> {
  return apiRequest<PaymentTransaction>(`${API}/getPaymentTransaction`, ctx, { method: 'POST', body: { transaction_id: transactionId } });
}

/** The transaction an error reply carries (409 in progress or closed, 402, 500, 502), if any. */
export function transactionOf(error: ApiError): PaymentTransaction | undefined {
  const t = error.body?.transaction;
  return t && typeof t === 'object' && typeof (t as PaymentTransaction).id === 'string' ? (t as PaymentTransaction) : undefined;
}
