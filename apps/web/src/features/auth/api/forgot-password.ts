import { FORGOT_PASSWORD_MESSAGE } from '@sniperads/contract/auth';
import { ok } from '@/lib/api-fetcher';
import { authApi } from '@/lib/auth-api';
import { useAppMutation } from '@/lib/use-app-mutation';

/** POST /api/auth/forgot-password: same answer whether or not the account exists. */
export const forgotPassword = async (email: string) => {
  const res = await ok(authApi.auth.forgotPassword({ body: { email } }));
  return res.message || FORGOT_PASSWORD_MESSAGE;
};

/** The form shows a failure itself. */
export const useForgotPassword = () => useAppMutation({ mutationFn: forgotPassword, failure: 'inline' });
