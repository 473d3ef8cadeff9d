/** Registration (docs/requirements.md §7.10): each step answers the next page; the server keeps the state behind a cookie. */
import type {
  AddressLookupReply, AddressSuggestion, OtpResendReply, RegistrationReply, RegistrationStartBody, RegistrationStateReply,
} from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';

const API = '/smb/cnc/api/v2';

export const registrationApi = {
  state: (ctx: RequestContext) => apiRequest<RegistrationStateReply>(`${API}/registration`, ctx),
  start: (ctx: RequestContext, body: RegistrationStartBody) => apiRequest<RegistrationReply>(`${API}/registration`, ctx, { method: 'POST', body }),
  verify: (ctx: RequestContext, code: string) => apiRequest<RegistrationReply>(`${API}/otp-verify`, ctx, { method: 'POST', body: { code } }),
  resend: (ctx: RequestContext) => apiRequest<OtpResendReply>(`${API}/otp-resend`, ctx, { method: 'POST' }),
  createProfile: (ctx: RequestContext, addressId: string) =>
    apiRequest<RegistrationReply>(`${API}/create-profile`, ctx, { method: 'POST', body: { address_id: addressId } }),
  createPassword: (ctx: RequestContext, password: string) =>
    apiRequest<RegistrationReply>(`${API}/create-password`, ctx, { method: 'POST', body: { password } }),
};

export async function lookupAddresses(ctx: RequestContext, text: string): Promise<AddressSuggestion[]> {
  return (await apiRequest<AddressLookupReply>(`${API}/address-lookup`, ctx, { query: { text } })).suggestions;
}
