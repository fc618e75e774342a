import { Group, Text } from '@mantine/core';
import type { OfferVelocityPoint } from '@sniperads/contract/offer-page';
import { formatDate, formatNumber } from '@/lib/format';

const SERIES = [
  { key: 'active_ads', label: 'Anúncios ativos', color: 'var(--mantine-color-teal-6)' },
  { key: 'new_ads', label: 'Novos anúncios', color: 'var(--mantine-color-blue-6)' },
  { key: 'new_pages', label: 'Novas páginas', color: 'var(--mantine-color-orange-6)' },
] as const;

/** Plot units: the SVG stretches to the card's width, its labels are HTML (legible on a phone). */
const WIDTH = 600;
const HEIGHT = 160;
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`);

/**
 * The offer's growth per day: active ads as a line, new ads and new pages as bars. One SVG drawn
 * from the series (no chart library: this screen's download stays small).
 */
export function VelocityChart({ series }: { series: OfferVelocityPoint[] }) {
  const max = Math.max(1, ...series.flatMap((p) => [p.active_ads, p.new_ads, p.new_pages]));
  const step = WIDTH / Math.max(1, series.length);
  const x = (i: number) => step * i + step / 2;
  const y = (v: number) => HEIGHT - (v / max) * HEIGHT;
  const bar = Math.max(0.5, step / 3);
  const line = series
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.active_ads).toFixed(1)}`)
    .join(' ');
  const totals = {
    new_ads: series.reduce((s, p) => s + p.new_ads, 0),
    new_pages: series.reduce((s, p) => s + p.new_pages, 0),
    active_ads: series.at(-1)?.active_ads ?? 0,
  };
  const summary = `${formatNumber(totals.new_ads)} novos anúncios e ${formatNumber(totals.new_pages)} novas páginas em ${series.length} dias; ${formatNumber(totals.active_ads)} anúncios ativos hoje`;
  return (
    <div>
      <Text size="xs" c="dimmed">
        máx. {formatNumber(max)} por dia
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={`Velocidade da oferta: ${summary}`}
        style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-4)' }}
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT / 2}
          y2={HEIGHT / 2}
          stroke="var(--mantine-color-gray-3)"
          strokeDasharray="3 3"
          vectorEffect="non-scaling-stroke"
        />
        {series.map((p, i) => (
          <g key={p.day}>
            <title>{`${dayLabel(p.day)}: ${p.active_ads} ativos, ${p.new_ads} novos, ${p.new_pages} novas páginas`}</title>
            <rect
              x={x(i) - bar}
              y={y(p.new_ads)}
              width={bar}
              height={HEIGHT - y(p.new_ads)}
              fill={SERIES[1].color}
            />
            <rect
              x={x(i)}
              y={y(p.new_pages)}
              width={bar}
              height={HEIGHT - y(p.new_pages)}
              fill={SERIES[2].color}
            />
          </g>
        ))}
        <path
          d={line}
          fill="none"
          stroke={SERIES[0].color}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {series.length > 0 && (
        <Group justify="space-between" mt={2}>
          <Text size="xs" c="dimmed">
            {dayLabel(series[0]!.day)}
          </Text>
          <Text size="xs" c="dimmed">
            {dayLabel(series.at(-1)!.day)}
          </Text>
        </Group>
      )}
      <Group gap="md" mt={6}>
        {SERIES.map((s) => (
          <Group key={s.key} gap={6} wrap="nowrap">
            <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: s.color }} />
            <Text size="xs">
              {s.label}: {formatNumber(totals[s.key])}
              {s.key === 'active_ads' ? ' hoje' : ' no período'}
            </Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
