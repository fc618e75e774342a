import { type RegisterInput, SIGNUP_SENT_MESSAGE } from '@sniperads/contract/auth';
import { ok } from '@/lib/api-fetcher';
import { authApi } from '@/lib/auth-api';
import { useAppMutation } from '@/lib/use-app-mutation';

/**
 * POST /api/auth/register: asks for the account. The API answers the same for any email and mails
 * the confirmation link; nothing is signed in until the link is opened (confirm-signup.ts).
 */
export const register = async (body: RegisterInput) => {
  const res = await ok(authApi.auth.register({ body }));
  return res.message || SIGNUP_SENT_MESSAGE;
};

/** The form shows a failure itself. */
export const useRegister = () => useAppMutation({ mutationFn: register, failure: 'inline' });
