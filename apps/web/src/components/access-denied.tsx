import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function AccessDenied() {
  return (
    <Center mih="60dvh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={72} radius="xl" color="red" variant="light">
          <IconLock size={40} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Acesso Negado
        </Title>
        <Text c="dimmed">
          Você não tem permissão para acessar esta área. Esta seção é restrita para administradores.
        </Text>
        <Button component={Link} to="/">
          Voltar para Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
