import type { AuthPayload, RegisterInput } from '@sniperads/contract/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { ok } from '@/lib/api-fetcher';
import { auth } from '@/lib/auth';
import { authApi } from '@/lib/auth-api';
import { sessionKeys } from '@/lib/session';

/** POST /api/auth/register: creates the account (7-day trial) and signs in. */
export const register = async (body: RegisterInput) => {
  const res = await ok(authApi.auth.register({ body }));
  return { session: res.data, message: res.message };
};

type RegisterResult = { session: AuthPayload; message: string | undefined };

export const useRegister = (
  options: Omit<UseMutationOptions<RegisterResult, Error, RegisterInput>, 'mutationFn'> = {},
) =>
  useMutation({
    ...options,
    mutationFn: register,
    onSuccess: (result, variables, onMutateResult, context) => {
      auth.setSession(result.session);
      context.client.setQueryData(sessionKeys.me, result.session.user);
      return options.onSuccess?.(result, variables, onMutateResult, context);
    },
  });
