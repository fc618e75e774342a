import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useAccountReport } from '../api/account-report';

/** The basic report: the account's favorites and tracked interests, downloaded as a CSV. */
export function AccountReport({ save }: { save?: (name: string, csv: string) => void }) {
  const report = useAccountReport(save);
  return (
    <Card withBorder padding="lg" data-testid="account-report">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconFileSpreadsheet size={18} aria-hidden />
          <Title order={3} size="h5">
            Relatório básico
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Seus favoritos (título, anunciante, nicho, preço, plataformas, link e notas) e os interesses que
          você acompanha (categoria, status e CPM) em uma planilha CSV, que abre no Excel e no Google
          Planilhas.
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} />}
            loading={report.isPending}
            onClick={() => report.mutate()}
          >
            Baixar relatório (CSV)
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
