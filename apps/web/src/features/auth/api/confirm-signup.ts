import { AUTH_MESSAGES } from '@sniperads/contract/auth';
import { ok } from '@/lib/api-fetcher';
import { auth } from '@/lib/auth';
import { authApi } from '@/lib/auth-api';
import { sessionKeys } from '@/lib/session';
import { useAppMutation } from '@/lib/use-app-mutation';

/** POST /api/auth/confirm-email with the emailed link's token: makes the account and signs in. */
export const confirmSignup = async (token: string) => {
  const res = await ok(authApi.auth.confirmSignup({ body: { token } }));
  return { session: res.data, message: res.message || AUTH_MESSAGES.registerOk };
};

/** Signs in with the answer; the page shows a failure itself. */
export const useConfirmSignup = () =>
  useAppMutation({
    mutationFn: confirmSignup,
    onSuccess: (result, _variables, _onMutateResult, context) => {
      auth.setSession(result.session);
      context.client.setQueryData(sessionKeys.me, result.session.user);
    },
    failure: 'inline',
  });
