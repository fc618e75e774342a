import type { AuthPayload, LoginInput } from '@sniperads/contract/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { ok } from '@/lib/api-fetcher';
import { auth } from '@/lib/auth';
import { authApi } from '@/lib/auth-api';
import { sessionKeys } from '@/lib/session';

/** POST /api/auth/: email + password -> token, user and the server's success message. */
export const login = async (body: LoginInput) => {
  const res = await ok(authApi.auth.login({ body }));
  return { session: res.data, message: res.message };
};

type LoginResult = { session: AuthPayload; message: string | undefined };

export const useLogin = (
  options: Omit<UseMutationOptions<LoginResult, Error, LoginInput>, 'mutationFn'> = {},
) =>
  useMutation({
    ...options,
    mutationFn: login,
    onSuccess: (result, variables, onMutateResult, context) => {
      auth.setSession(result.session);
      context.client.setQueryData(sessionKeys.me, result.session.user);
      return options.onSuccess?.(result, variables, onMutateResult, context);
    },
  });
