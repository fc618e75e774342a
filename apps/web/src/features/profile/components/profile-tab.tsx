import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { useProfile } from '../api/get-profile';
import { AvatarUpload } from './avatar-upload';
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
      <Alert color="red" icon={<IconAlertCircle />} title="Falha ao carregar perfil" role="alert">
        {errorMessage(profile.error, 'Erro ao carregar perfil')}
        <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void profile.refetch()}>
          Tentar Novamente
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <AvatarUpload profile={profile.data} />
      <ProfileForm key={profile.data.id} profile={profile.data} />
      <PasswordForm />
    </Stack>
  );
}
