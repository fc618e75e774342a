import type { CreateTokenInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { tokensApi } from '@/lib/api/tokens';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';

const useInvalidate = () => {
  const invalidateAfter = useInvalidateAfter();
  return () => invalidateAfter('tokens-changed');
};

/** POST /api/tokens: the answer carries the secret, the only time it is ever sent. */
export const useCreateToken = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateTokenInput) => (await ok(tokensApi.createToken({ body }))).data,
    onSuccess: invalidate,
  });
};

/** DELETE /api/tokens/:id */
export const useRevokeToken = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => ok(tokensApi.revokeToken({ params: { id } })),
    onSuccess: invalidate,
  });
};

/** POST /api/tokens/:id/renew */
export const useRenewToken = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => ok(tokensApi.renewToken({ params: { id } })),
    onSuccess: invalidate,
  });
};
