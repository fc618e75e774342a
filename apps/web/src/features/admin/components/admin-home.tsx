import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useSessionUser } from '@/lib/auth';
import { initials } from '@/lib/format';

/** Admin landing: who is signed in. Platform statistics join with GET /api/admin/dashboard. */
export function AdminHome() {
  const user = useSessionUser();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Dashboard Administrativo
        </Title>
        <Text c="dimmed">Área restrita para a administração do SniperAds.</Text>
      </div>
      <Card p="xl">
        <Group gap="lg" wrap="nowrap">
          <Avatar src={user.avatar} size={64} radius="xl" color="sniper" variant="filled">
            {initials(user.name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700} fz="lg">
                {user.name}
              </Text>
              <Badge color="dark" leftSection={<IconShieldCheck size={12} />}>
                Administrador
              </Badge>
            </Group>
            <Text c="dimmed" truncate="end">
              {user.email}
            </Text>
          </div>
        </Group>
      </Card>
    </Stack>
  );
}
