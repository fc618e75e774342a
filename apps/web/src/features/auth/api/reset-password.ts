import { AUTH_MESSAGES } from '@sniperads/contract/auth';
import { ok } from '@/lib/api-fetcher';
import { authApi } from '@/lib/auth-api';
import { useAppMutation } from '@/lib/use-app-mutation';

type ResetPasswordBody = { token: string; password: string; password_confirmation: string };

/** POST /api/auth/reset-password with the token from the emailed link. */
export const resetPassword = async (body: ResetPasswordBody) => {
  const res = await ok(authApi.auth.resetPassword({ body }));
  return res.message || AUTH_MESSAGES.resetOk;
};

/** The form shows a failure itself. */
export const useResetPassword = () => useAppMutation({ mutationFn: resetPassword, failure: 'inline' });
