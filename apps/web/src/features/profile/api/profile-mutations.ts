import {
  type ChangePasswordInput,
  type Profile,
  SessionUserSchema,
  type UpdateProfileInput,
} from '@sniperads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { profileApi } from '@/lib/api/profile';
import { ok } from '@/lib/api-fetcher';
import { auth } from '@/lib/auth';
import { profileKeys } from '@/lib/query-keys';
import { sessionKeys } from '@/lib/session';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

/** Profile answers also refresh the session user (name and avatar in the sidebar). */
const useApplyProfile = () => {
  const client = useQueryClient();
  return (profile: Profile) => {
    client.setQueryData(profileKeys.profile(), profile);
    const user = SessionUserSchema.parse(profile);
    auth.setUser(user);
    client.setQueryData(sessionKeys.me, user);
  };
};

/** PUT /api/profile/ */
export const useUpdateProfile = (failure: MutationFailure) => {
  const apply = useApplyProfile();
  return useAppMutation({
    mutationFn: async (body: UpdateProfileInput) => ok(profileApi.updateProfile({ body })),
    onSuccess: (res) => apply(res.data),
    failure,
  });
};

/** POST /api/profile/avatar (multipart, field avatar) */
export const useUploadAvatar = (failure: MutationFailure) => {
  const apply = useApplyProfile();
  return useAppMutation({
    mutationFn: async (file: File) => ok(profileApi.uploadAvatar({ body: { avatar: file } })),
    onSuccess: (res) => apply(res.data),
    failure,
  });
};

/** PUT /api/profile/password: it also revokes the API tokens, so /extensao reads them again. */
export const useChangePassword = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (body: ChangePasswordInput) => ok(profileApi.changePassword({ body })),
    invalidates: 'tokens-changed',
    failure,
  });
