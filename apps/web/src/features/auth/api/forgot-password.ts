import { FORGOT_PASSWORD_MESSAGE } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

/** POST /api/auth/forgot-password: same answer whether or not the account exists. */
export const forgotPassword = async (email: string) => {
  const res = await ok(api.auth.forgotPassword({ body: { email } }));
  return res.message || FORGOT_PASSWORD_MESSAGE;
};

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
