import type { CreateTokenInput } from '@sniperads/contract';
import { tokensApi } from '@/lib/api/tokens';
import { ok } from '@/lib/api-fetcher';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

/** POST /api/tokens: the answer carries the secret, the only time it is ever sent. */
export const useCreateToken = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (body: CreateTokenInput) => (await ok(tokensApi.createToken({ body }))).data,
    invalidates: 'tokens-changed',
    failure,
  });

/** DELETE /api/tokens/:id */
export const useRevokeToken = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (id: string) => ok(tokensApi.revokeToken({ params: { id } })),
    invalidates: 'tokens-changed',
    failure,
  });

/** POST /api/tokens/:id/renew */
export const useRenewToken = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (id: string) => ok(tokensApi.renewToken({ params: { id } })),
    invalidates: 'tokens-changed',
    failure,
  });
