import { ActionIcon, Card, CopyButton, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClockHour4, IconCopy, IconId } from '@tabler/icons-react';
import { HoverHint } from '@/components/hover-hint';
import { formatDateTime } from '@/lib/format';

interface InfoCardsProps {
  fetchedAt: string | null;
  userId: string;
  loading: boolean;
}

/** Last data update (pt-BR date and time) and the user's id. */
export function InfoCards({ fetchedAt, userId, loading }: InfoCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card p="lg">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color="blue">
            <IconClockHour4 size={24} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              Última atualização dos dados
            </Text>
            {loading && !fetchedAt ? (
              <Skeleton height={22} width={160} mt={4} />
            ) : (
              <Text fw={700} fz="lg">
                {fetchedAt ? formatDateTime(fetchedAt) : 'N/A'}
              </Text>
            )}
          </div>
        </Group>
      </Card>
      <Card p="lg">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color="grape">
            <IconId size={24} />
          </ThemeIcon>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" c="dimmed">
              ID do usuário
            </Text>
            <Text fw={600} ff="monospace" size="sm" truncate="end" title={userId}>
              {userId}
            </Text>
          </div>
          <CopyButton value={userId} timeout={2000}>
            {({ copied, copy }) => (
              <HoverHint label={copied ? 'Copiado!' : 'Copiar ID'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label="Copiar ID"
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </HoverHint>
            )}
          </CopyButton>
        </Group>
      </Card>
    </SimpleGrid>
  );
}
