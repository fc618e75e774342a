import { Group, Text } from '@mantine/core';
import type { OfferVelocityPoint } from '@sniperads/contract/offer-page';
import { formatDate, formatNumber } from '@/lib/format';

const SERIES = [
  { key: 'active_ads', label: 'Anúncios ativos', color: 'var(--mantine-color-teal-6)' },
  { key: 'new_ads', label: 'Novos anúncios', color: 'var(--mantine-color-blue-6)' },
  { key: 'new_pages', label: 'Novas páginas', color: 'var(--mantine-color-orange-6)' },
] as const;

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 8, right: 8, bottom: 20, left: 36 };

/**
 * The offer's growth per day: active ads as a line, new ads and new pages as bars. One SVG drawn
 * from the series (no chart library: this screen's download stays small).
 */
export function VelocityChart({ series }: { series: OfferVelocityPoint[] }) {
  const max = Math.max(1, ...series.flatMap((p) => [p.active_ads, p.new_ads, p.new_pages]));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, series.length);
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const bar = Math.max(1, step / 3);
  const line = series
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.active_ads).toFixed(1)}`)
    .join(' ');
  const first = series[0];
  const last = series.at(-1);
  const totals = {
    new_ads: series.reduce((s, p) => s + p.new_ads, 0),
    new_pages: series.reduce((s, p) => s + p.new_pages, 0),
    active_ads: last?.active_ads ?? 0,
  };
  const summary = `${formatNumber(totals.new_ads)} novos anúncios e ${formatNumber(totals.new_pages)} novas páginas em ${series.length} dias; ${formatNumber(totals.active_ads)} anúncios ativos hoje`;
  return (
    <div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Velocidade da oferta: ${summary}`}
        style={{ display: 'block' }}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(max * f)}
              y2={y(max * f)}
              stroke="var(--mantine-color-gray-3)"
              strokeDasharray={f === 0 ? undefined : '3 3'}
            />
            <text x={PAD.left - 4} y={y(max * f) + 4} fontSize={10} textAnchor="end" fill="currentColor">
              {formatNumber(Math.round(max * f))}
            </text>
          </g>
        ))}
        {series.map((p, i) => (
          <g key={p.day}>
            <title>{`${formatDate(`${p.day}T12:00:00Z`)}: ${p.active_ads} ativos, ${p.new_ads} novos, ${p.new_pages} novas páginas`}</title>
            <rect
              x={x(i) - bar}
              y={y(p.new_ads)}
              width={bar}
              height={y(0) - y(p.new_ads)}
              fill={SERIES[1].color}
            />
            <rect
              x={x(i)}
              y={y(p.new_pages)}
              width={bar}
              height={y(0) - y(p.new_pages)}
              fill={SERIES[2].color}
            />
          </g>
        ))}
        <path d={line} fill="none" stroke={SERIES[0].color} strokeWidth={2} />
        {first && last && (
          <>
            <text x={PAD.left} y={HEIGHT - 4} fontSize={10} fill="currentColor">
              {formatDate(`${first.day}T12:00:00Z`)}
            </text>
            <text x={WIDTH - PAD.right} y={HEIGHT - 4} fontSize={10} textAnchor="end" fill="currentColor">
              {formatDate(`${last.day}T12:00:00Z`)}
            </text>
          </>
        )}
      </svg>
      <Group gap="md" mt={6}>
        {SERIES.map((s) => (
          <Group key={s.key} gap={6}>
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
