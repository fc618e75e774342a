import { AUTH_MESSAGES, type AuthPayload } from '@sniperads/contract/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { ok } from '@/lib/api-fetcher';
import { auth } from '@/lib/auth';
import { authApi } from '@/lib/auth-api';
import { sessionKeys } from '@/lib/session';

/** POST /api/auth/confirm-email with the emailed link's token: makes the account and signs in. */
export const confirmSignup = async (token: string) => {
  const res = await ok(authApi.auth.confirmSignup({ body: { token } }));
  return { session: res.data, message: res.message || AUTH_MESSAGES.registerOk };
};

type ConfirmResult = { session: AuthPayload; message: string };

export const useConfirmSignup = (
  options: Omit<UseMutationOptions<ConfirmResult, Error, string>, 'mutationFn'> = {},
) =>
  useMutation({
    ...options,
    mutationFn: confirmSignup,
    onSuccess: (result, variables, onMutateResult, context) => {
      auth.setSession(result.session);
      context.client.setQueryData(sessionKeys.me, result.session.user);
      return options.onSuccess?.(result, variables, onMutateResult, context);
    },
  });
