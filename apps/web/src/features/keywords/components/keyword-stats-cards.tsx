import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { KeywordStats } from '@sniperads/contract';
import { IconCategory, IconChartBar, IconFlame, IconKey, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatCount, formatVolume, usesLabel } from './keyword-format';

function StatCard({
  icon: Icon,
  color,
  label,
  loading,
  children,
}: {
  icon: TablerIcon;
  color: string;
  label: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Card p="lg" withBorder>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          <Icon size={24} />
        </ThemeIcon>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {loading ? <Skeleton height={24} width="70%" mt={4} /> : children}
        </div>
      </Group>
    </Card>
  );
}

/** Total keywords, niches, average volume and the most used keyword (N/A before any use). */
export function KeywordStatsCards({ stats, loading }: { stats: KeywordStats | undefined; loading: boolean }) {
  const top = stats?.most_used_keyword;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard icon={IconKey} color="sniper" label="Total de Palavras-Chave" loading={loading}>
        <Text fw={700} fz={24}>
          {stats ? formatCount(stats.total_keywords) : 'N/A'}
        </Text>
      </StatCard>
      <StatCard icon={IconCategory} color="blue" label="Nichos" loading={loading}>
        <Text fw={700} fz={24}>
          {stats ? formatCount(stats.total_niches) : 'N/A'}
        </Text>
      </StatCard>
      <StatCard icon={IconChartBar} color="teal" label="Volume Médio de Busca" loading={loading}>
        <Text fw={700} fz={24}>
          {stats ? formatVolume(stats.avg_search_volume) : 'N/A'}
        </Text>
      </StatCard>
      <StatCard icon={IconFlame} color="orange" label="Mais Usada" loading={loading}>
        {top ? (
          <>
            <Text fw={700} fz="md" truncate="end" title={top.keyword}>
              {top.keyword}
            </Text>
            <Text size="xs" c="dimmed">
              {usesLabel(top.usage_count)}
            </Text>
          </>
        ) : (
          <Text fw={700} fz={24}>
            N/A
          </Text>
        )}
      </StatCard>
    </SimpleGrid>
  );
}
