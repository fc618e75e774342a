import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { LEVEL_LABEL, type OffersSummarySchema } from '@sniperads/contract';
import type { z } from 'zod';
import { formatNumber } from '@/lib/format';

/** A summary number; a skeleton until the list has loaded. */
function SummaryCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={34} mt={4} />
      ) : (
        <Text fz={28} fw={800}>
          {formatNumber(value)}
        </Text>
      )}
    </Card>
  );
}

/** The approved offers' totals, and how many reach the two top levels; skeletons until loaded. */
export function OffersSummaryCards({
  summary,
}: {
  summary: z.infer<typeof OffersSummarySchema> | undefined;
}) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <SummaryCard label="Ofertas aprovadas" value={summary?.total_offers} />
      <SummaryCard label="Anúncios ativos nelas" value={summary?.active_ads} />
      {(['diamante', 'ouro'] as const).map((level) => (
        <SummaryCard
          key={level}
          label={`Nível ${LEVEL_LABEL[level]}`}
          value={summary && (summary.by_level[level] ?? 0)}
        />
      ))}
    </SimpleGrid>
  );
}
