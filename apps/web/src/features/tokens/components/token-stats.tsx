import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TokenStats } from '@sniperads/contract';
import { formatNumber } from '@/lib/format';

const ITEMS: { key: keyof TokenStats; label: string }[] = [
  { key: 'active', label: 'Tokens ativos' },
  { key: 'available_slots', label: 'Vagas disponíveis' },
  { key: 'total_usage', label: 'Requisições feitas' },
  { key: 'recently_used', label: 'Usados nos últimos 7 dias' },
];

export function TokenStatsCards({ stats }: { stats: TokenStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {ITEMS.map((item) => (
        <Card key={item.key} p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          {stats ? (
            <Text fz={26} fw={800}>
              {formatNumber(stats[item.key])}
            </Text>
          ) : (
            <Skeleton h={30} mt={6} w="50%" />
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
