/**
 * Card payment through the payment transaction routes (docs/rating.md): start a transaction for
 * the policy, then charge the card once. The card number goes to the server for that one call.
 */
import { apiRequest, type RequestContext } from './client';

const API = '/smb/cnc/api/v2';

export interface PaymentTransaction {
  id: string;
  policy_id: string;
  amount: number;
  progress_code: string;
  card_brand?: string | null;
  card_last4?: string | null;
}

export interface Card {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvc: string;
}

/** Starts a transaction and charges the card; a decline is an ApiError 402 with the server's words. */
export async function payByCard(ctx: RequestContext, policyId: string, card: Card): Promise<PaymentTransaction> {
  const started = await apiRequest<PaymentTransaction>(`${API}/savePaymentTransaction`, ctx, { method: 'POST', body: { policy_id: policyId } });
  return apiRequest<PaymentTransaction>(`${API}/updatePaymentTransaction`, ctx, { method: 'POST', body: { transaction_id: started.id, card } });
}
