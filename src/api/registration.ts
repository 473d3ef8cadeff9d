/** Registration (docs/requirements.md §7.10): each step answers the next page; the server keeps the state behind a cookie. */
import type {
  AddressLookupReply, AddressSuggestion, OtpResendReply, RegistrationReply, RegistrationStartBody, RegistrationStateReply,
} from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';

const API = '/smb/cnc/api/v2';
const qq = (quickQuote: boolean) => (quickQuote ? 'qq-' : '');

export const registrationApi = {
  state: (ctx: RequestContext) => apiRequest<RegistrationStateReply>(`${API}/registration`, ctx),
  // a quick quote's registration calls the qq- paths (docs/requirements.md §2.12)
  start: (ctx: RequestContext, body: RegistrationStartBody, quickQuote = false) =>
    apiRequest<RegistrationReply>(`${API}/${qq(quickQuote)}registration`, ctx, { method: 'POST', body }),
  verify: (ctx: RequestContext, code: string, quickQuote = false) =>
    apiRequest<RegistrationReply>(`${API}/${qq(quickQuote)}otp-verify`, ctx, { method: 'POST', body: { code } }),
  resend: (ctx: RequestContext) => apiRequest<OtpResendReply>(`${API}/otp-resend`, ctx, { method: 'POST' }),
  createProfile: (ctx: RequestContext, addressId: string) =>
    apiRequest<RegistrationReply>(`${API}/create-profile`, ctx, { method: 'POST', body: { address_id: addressId } }),
  createPassword: (ctx: RequestContext, password: string, quickQuote = false) =>
    apiRequest<RegistrationReply>(`${API}/${qq(quickQuote)}create-password`, ctx, { method: 'POST', body: { password } }),
};

export async function lookupAddresses(ctx: RequestContext, text: string): Promise<AddressSuggestion[]> {
  return (await apiRequest<AddressLookupReply>(`${API}/address-lookup`, ctx, { query: { text } })).suggestions;
}
