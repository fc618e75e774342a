import { Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES, type Profile } from '@sniperads/contract';
import { IconUpload } from '@tabler/icons-react';
import { initials } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/toast';
import { useUploadAvatar } from '../api/profile-mutations';

const ACCEPT = 'image/jpeg,image/png,image/gif';

export function AvatarUpload({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar({
    title: 'Imagem não enviada',
    fallback: 'Erro ao salvar perfil. Tente novamente.',
  });
  const choose = (file: File | null) => {
    if (!file) return;
    // Checked here for a quick answer; the server checks the bytes themselves.
    if (!ACCEPT.split(',').includes(file.type)) {
      toastError(PROFILE_MESSAGES.avatarType, 'Imagem não enviada');
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toastError(PROFILE_MESSAGES.avatarTooLarge, 'Imagem não enviada');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toastSuccess('Sua nova foto já aparece no app.', PROFILE_MESSAGES.avatarSaved),
    });
  };
  return (
    <Card p="lg">
      <Group gap="lg" wrap="nowrap">
        <Avatar
          src={profile.avatar}
          size={88}
          radius="xl"
          color="sniper"
          variant="filled"
          alt="Foto de perfil"
        >
          {initials(profile.name)}
        </Avatar>
        <Stack gap={6}>
          <Title order={3} fz="lg">
            Foto de perfil
          </Title>
          <Text size="sm" c="dimmed">
            JPG, PNG ou GIF, máximo 5MB.
          </Text>
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} />}
                loading={upload.isPending}
              >
                Alterar foto
              </Button>
            )}
          </FileButton>
        </Stack>
      </Group>
    </Card>
  );
}
