import type { CreateTokenInput } from '@sniperads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { tokenKeys } from './get-tokens';

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tokenKeys.all });
};

/** POST /api/tokens: the answer carries the secret, the only time it is ever sent. */
export const useCreateToken = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateTokenInput) => (await ok(api.tokens.createToken({ body }))).data,
    onSuccess: invalidate,
  });
};

/** DELETE /api/tokens/:id */
export const useRevokeToken = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => ok(api.tokens.revokeToken({ params: { id } })),
    onSuccess: invalidate,
  });
};

/** POST /api/tokens/:id/renew */
export const useRenewToken = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => ok(api.tokens.renewToken({ params: { id } })),
    onSuccess: invalidate,
  });
};
