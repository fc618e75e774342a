import { AUTH_MESSAGES } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

type ResetPasswordBody = { token: string; password: string; password_confirmation: string };

/** POST /api/auth/reset-password with the token from the emailed link. */
export const resetPassword = async (body: ResetPasswordBody) => {
  const res = await ok(api.auth.resetPassword({ body }));
  return res.message || AUTH_MESSAGES.resetOk;
};

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
