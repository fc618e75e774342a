import { Avatar, Badge, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPhone, type SessionUser } from '@sniperads/contract';
import { formatLongDate, initials } from '@/lib/format';
import { planName } from './plans';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

/** Read-only account details from the session. */
export function AccountDetails({ user }: { user: SessionUser }) {
  return (
    <Card p="xl">
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar src={user.avatar} size={72} radius="xl" color="sniper" variant="filled">
          {initials(user.name)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} fz="xl" lineClamp={1}>
            {user.name}
          </Title>
          <Text c="dimmed" truncate="end">
            {user.email}
          </Text>
          <Group gap={6}>
            <Badge variant="light">Plano {planName(user.plan)}</Badge>
            {user.is_trial && <Badge color="yellow">Teste grátis</Badge>}
            {user.is_admin && <Badge color="dark">Administrador</Badge>}
            {user.is_test && <Badge color="grape">Testador</Badge>}
          </Group>
        </Stack>
      </Group>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label="Nome" value={user.name} />
        <Field label="Email" value={user.email} />
        <Field label="Telefone" value={user.phone ? formatPhone(user.phone) : 'N/A'} />
        <Field label="Membro desde" value={formatLongDate(user.created_at)} />
        <Field label="Plano" value={planName(user.plan)} />
      </SimpleGrid>
    </Card>
  );
}
