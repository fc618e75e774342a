import { FORGOT_PASSWORD_MESSAGE } from '@sniperads/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { ok } from '@/lib/api-fetcher';
import { authApi } from '@/lib/auth-api';

/** POST /api/auth/forgot-password: same answer whether or not the account exists. */
export const forgotPassword = async (email: string) => {
  const res = await ok(authApi.auth.forgotPassword({ body: { email } }));
  return res.message || FORGOT_PASSWORD_MESSAGE;
};

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
