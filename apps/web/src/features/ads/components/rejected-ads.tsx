import { Card, Table, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import type { RejectedAd } from './use-ads-file-import';

const SHOWN = 200;

/** The ads the import refused, by line of the file, with the reason; the first 200. */
export function RejectedAds({ rejected }: { rejected: RejectedAd[] }) {
  return (
    <Card withBorder padding="md">
      <Text fw={700} mb="sm">
        Anúncios rejeitados
      </Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>id</Table.Th>
            <Table.Th>Motivo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rejected.slice(0, SHOWN).map((r) => (
            <Table.Tr key={r.line}>
              <Table.Td>{r.line}</Table.Td>
              <Table.Td>{r.ad_archive_id ?? '—'}</Table.Td>
              <Table.Td>{r.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rejected.length > SHOWN && (
        <Text size="sm" c="dimmed" mt="xs">
          Mostrando os {SHOWN} primeiros de {formatNumber(rejected.length)}.
        </Text>
      )}
    </Card>
  );
}
