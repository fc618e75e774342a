import { type RegisterInput, SIGNUP_SENT_MESSAGE } from '@sniperads/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { ok } from '@/lib/api-fetcher';
import { authApi } from '@/lib/auth-api';

/**
 * POST /api/auth/register: asks for the account. The API answers the same for any email and mails
 * the confirmation link; nothing is signed in until the link is opened (confirm-signup.ts).
 */
export const register = async (body: RegisterInput) => {
  const res = await ok(authApi.auth.register({ body }));
  return res.message || SIGNUP_SENT_MESSAGE;
};

export const useRegister = () => useMutation({ mutationFn: register });
