import { Badge } from '@mantine/core';
import { cpmTrend } from '@sniperads/contract';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { formatSignedPercent } from '@/lib/format';

/** A falling CPM is good news (green); a rising one red. */
export function CpmTrendBadge({ current, previous }: { current: number | null; previous: number | null }) {
  const trend = cpmTrend(current, previous);
  if (trend.direction === 'sem_historico') {
    return (
      <Badge variant="outline" color="gray" size="sm" tt="none" style={{ overflow: 'visible' }}>
        Sem histórico
      </Badge>
    );
  }
  const color = trend.direction === 'queda' ? 'teal' : trend.direction === 'alta' ? 'red' : 'gray';
  const Icon =
    trend.direction === 'queda'
      ? IconArrowDownRight
      : trend.direction === 'alta'
        ? IconArrowUpRight
        : IconMinus;
  return (
    <Badge variant="light" color={color} size="sm" tt="none" leftSection={<Icon size={12} />}>
      {formatSignedPercent(trend.percent ?? 0)}
    </Badge>
  );
}
