import type { CreateUserInput, UpdateUserInput } from '@sniperads/contract';
import { adminApi } from '@/lib/api/admin';
import { ok } from '@/lib/api-fetcher';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

const CHANGE = 'admin-user-changed';

/** POST /api/admin/users */
export const useCreateUser = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (body: CreateUserInput) => ok(adminApi.createUser({ body })),
    invalidates: CHANGE,
    failure,
  });

/** PUT /api/admin/users/:id (trial, plan and role changes) */
export const useUpdateUser = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateUserInput }) =>
      ok(adminApi.updateUser({ params: { id }, body })),
    invalidates: CHANGE,
    failure,
  });

/** DELETE /api/admin/users/:id */
export const useDeleteUser = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (id: string) => ok(adminApi.deleteUser({ params: { id } })),
    invalidates: CHANGE,
    failure,
  });

/** PUT /api/admin/users/:id/password */
export const useSetUserPassword = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async ({ id, password }: { id: string; password: string }) =>
      ok(adminApi.setUserPassword({ params: { id }, body: { password } })),
    invalidates: CHANGE,
    failure,
  });
