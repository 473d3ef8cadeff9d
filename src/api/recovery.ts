/** Password recovery (docs/requirements.md §7.9): ask for a code by e-mail, then set a new password with it. */
import type { ForgotPasswordBody, ForgotPasswordReply, ResetPasswordBody, ResetPasswordReply } from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';

export const FORGOT_PASSWORD_PATH = '/smb/cnc/api/v2/forgot-password';
export const RESET_PASSWORD_PATH = '/smb/cnc/api/v2/reset-password';

export function forgotPassword(ctx: RequestContext, body: ForgotPasswordBody): Promise<ForgotPasswordReply> {
  return apiRequest<ForgotPasswordReply>(FORGOT_PASSWORD_PATH, ctx, { method: 'POST', body });
}

export function resetPassword(ctx: RequestContext, body: ResetPasswordBody): Promise<ResetPasswordReply> {
  return apiRequest<ResetPasswordReply>(RESET_PASSWORD_PATH, ctx, { method: 'POST', body });
}
