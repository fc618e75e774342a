import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

const ADMIN_ONLY = {
  title: 'Acesso Negado',
  message: 'Você não tem permissão para acessar esta área. Esta seção é restrita para administradores.',
};

/** A screen the user's role does not open, and why (admin area by default). */
export function AccessDenied({
  title = ADMIN_ONLY.title,
  message = ADMIN_ONLY.message,
}: {
  title?: string;
  message?: string;
}) {
  return (
    <Center mih="60dvh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={72} radius="xl" color="red" variant="light">
          <IconLock size={40} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/">
          Voltar para Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
