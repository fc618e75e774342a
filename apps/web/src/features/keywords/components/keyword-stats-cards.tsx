import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { KeywordStats } from '@sniperads/contract';
import { IconCategory, IconChartBar, IconFlame, IconKey, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { usesLabel } from './keyword-format';

const BigNumber = ({ children }: { children: ReactNode }) => (
  <Text fw={700} fz={24}>
    {children}
  </Text>
);

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
      {[
        { icon: IconKey, color: 'sniper', label: 'Total de Palavras-Chave', value: stats?.total_keywords },
        { icon: IconCategory, color: 'blue', label: 'Nichos', value: stats?.total_niches },
        {
          icon: IconChartBar,
          color: 'teal',
          label: 'Volume Médio de Busca',
          value: stats?.avg_search_volume,
        },
      ].map((s) => (
        <StatCard key={s.label} icon={s.icon} color={s.color} label={s.label} loading={loading}>
          <BigNumber>{formatNumber(s.value)}</BigNumber>
        </StatCard>
      ))}
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
          <BigNumber>N/A</BigNumber>
        )}
      </StatCard>
    </SimpleGrid>
  );
}
