import { Skeleton, Stack } from '@mantine/core';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useProfile } from '../api/get-profile';
import { AccountReport } from './account-report';
import { AvatarUpload } from './avatar-upload';
import { MediaStorage } from './media-storage';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export function ProfileTab() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Stack gap="lg">
        <Skeleton h={130} />
        <Skeleton h={300} />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <LoadErrorAlert
        title="Falha ao carregar perfil"
        error={profile.error}
        fallback="Erro ao carregar perfil"
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg">
      <AvatarUpload profile={profile.data} />
      <ProfileForm key={profile.data.id} profile={profile.data} />
      <MediaStorage />
      <AccountReport />
      <PasswordForm />
    </Stack>
  );
}
