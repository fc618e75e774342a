import type { CreateUserInput, UpdateUserInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { useInvalidateAfter } from '@/lib/invalidation';

const useInvalidate = () => {
  const invalidateAfter = useInvalidateAfter();
  return () => invalidateAfter('admin-user-changed');
};

/** POST /api/admin/users */
export const useCreateUser = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateUserInput) => ok(api.admin.createUser({ body })),
    onSuccess: invalidate,
  });
};

/** PUT /api/admin/users/:id (trial, plan and role changes) */
export const useUpdateUser = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateUserInput }) =>
      ok(api.admin.updateUser({ params: { id }, body })),
    onSuccess: invalidate,
  });
};

/** DELETE /api/admin/users/:id */
export const useDeleteUser = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => ok(api.admin.deleteUser({ params: { id } })),
    onSuccess: invalidate,
  });
};

/** PUT /api/admin/users/:id/password */
export const useSetUserPassword = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, password }: { id: string; password: string }) =>
      ok(api.admin.setUserPassword({ params: { id }, body: { password } })),
    onSuccess: invalidate,
  });
};
