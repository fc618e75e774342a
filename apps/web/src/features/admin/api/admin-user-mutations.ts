import type { CreateUserInput, UpdateUserInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/api/admin';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';

const useInvalidate = () => {
  const invalidateAfter = useInvalidateAfter();
  return () => invalidateAfter('admin-user-changed');
};

/** POST /api/admin/users */
export const useCreateUser = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateUserInput) => ok(adminApi.createUser({ body })),
    onSuccess: invalidate,
  });
};

/** PUT /api/admin/users/:id (trial, plan and role changes) */
export const useUpdateUser = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateUserInput }) =>
      ok(adminApi.updateUser({ params: { id }, body })),
    onSuccess: invalidate,
  });
};

/** DELETE /api/admin/users/:id */
export const useDeleteUser = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => ok(adminApi.deleteUser({ params: { id } })),
    onSuccess: invalidate,
  });
};

/** PUT /api/admin/users/:id/password */
export const useSetUserPassword = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, password }: { id: string; password: string }) =>
      ok(adminApi.setUserPassword({ params: { id }, body: { password } })),
    onSuccess: invalidate,
  });
};
