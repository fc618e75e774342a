import { Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AVATAR_MAX_BYTES, PROFILE_MESSAGES, type Profile } from '@sniperads/contract';
import { IconUpload } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { initials } from '@/lib/format';
import { useUploadAvatar } from '../api/profile-mutations';

const ACCEPT = 'image/jpeg,image/png,image/gif';

export function AvatarUpload({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const choose = (file: File | null) => {
    if (!file) return;
    // Checked here for a quick answer; the server checks the bytes themselves.
    if (!ACCEPT.split(',').includes(file.type)) {
      notifications.show({ color: 'red', title: 'Imagem não enviada', message: PROFILE_MESSAGES.avatarType });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      notifications.show({
        color: 'red',
        title: 'Imagem não enviada',
        message: PROFILE_MESSAGES.avatarTooLarge,
      });
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: PROFILE_MESSAGES.avatarSaved,
          message: 'Sua nova foto já aparece no app.',
        }),
      onError: (e) =>
        notifications.show({
          color: 'red',
          title: 'Imagem não enviada',
          message: errorMessage(e, 'Erro ao salvar perfil. Tente novamente.'),
        }),
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
