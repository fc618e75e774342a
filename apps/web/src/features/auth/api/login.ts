import type { LoginInput } from '@sniperads/contract/auth';
import { ok } from '@/lib/api-fetcher';
import { auth } from '@/lib/auth';
import { authApi } from '@/lib/auth-api';
import { sessionKeys } from '@/lib/session';
import { useAppMutation } from '@/lib/use-app-mutation';

/** POST /api/auth/: email + password -> token, user and the server's success message. */
export const login = async (body: LoginInput) => {
  const res = await ok(authApi.auth.login({ body }));
  return { session: res.data, message: res.message };
};

/** Signs in with the answer; the form shows a failure itself. */
export const useLogin = () =>
  useAppMutation({
    mutationFn: login,
    onSuccess: (result, _variables, _onMutateResult, context) => {
      auth.setSession(result.session);
      context.client.setQueryData(sessionKeys.me, result.session.user);
    },
    failure: 'inline',
  });
