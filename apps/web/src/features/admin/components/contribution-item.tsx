import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { CONTRIBUTION_SOURCE_LABEL, type Contribution, type ContributionsSummary } from '@sniperads/contract';
import { formatDateTime } from '@/lib/format';

/** Library columns an observation may write, as an admin reads them. */
const FIELD_LABEL: Record<string, string> = {
  pageName: 'página',
  pageId: 'id da página',
  adCreativeBodies: 'textos',
  adCreativeLinkTitles: 'títulos',
  adCreativeLinkCaptions: 'legendas',
  adCreativeLinkDescriptions: 'descrições',
  creativeMediaUrl: 'mídia',
  mediaType: 'tipo de mídia',
  landingUrl: 'link',
  landingDomain: 'domínio',
  cta: 'CTA',
  adDeliveryStartTime: 'início da veiculação',
  adDeliveryStopTime: 'fim da veiculação',
  publisherPlatforms: 'plataformas',
  niche: 'nicho',
};

/** What the observation wrote, without the ingest's bookkeeping. */
export const describeFields = (fields: string[]) =>
  fields
    .filter((f) => f !== 'created')
    .map((f) => FIELD_LABEL[f] ?? f)
    .join(', ');

const SummaryStat = ({ label, value }: { label: string; value: string | number }) => (
  <Paper withBorder p="xs" radius="md">
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700}>{value}</Text>
  </Paper>
);

export const ContributionsSummaryStats = ({ summary }: { summary: ContributionsSummary }) => (
  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
    <SummaryStat label="Observações" value={summary.observations} />
    <SummaryStat label="Anúncios criados" value={summary.ads_created} />
    <SummaryStat label="Anúncios completados" value={summary.ads_filled} />
    <SummaryStat label="Última contribuição" value={formatDateTime(summary.last_observed_at)} />
  </SimpleGrid>
);

export const ContributionItem = ({ item }: { item: Contribution }) => {
  const fields = describeFields(item.fields_changed);
  return (
    <Paper withBorder p="xs" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" fw={600} lineClamp={1}>
          {item.ad.page_name}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Badge size="xs" variant="light">
            {CONTRIBUTION_SOURCE_LABEL[item.source]}
          </Badge>
          {item.created_ad && (
            <Badge size="xs" color="grape" variant="light">
              Criou o anúncio
            </Badge>
          )}
        </Group>
      </Group>
      {item.ad.excerpt && (
        <Text size="xs" lineClamp={2}>
          {item.ad.excerpt}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        ID {item.ad.ad_archive_id}
        {item.ad.landing_domain ? ` · ${item.ad.landing_domain}` : ''} · {item.times}{' '}
        {item.times === 1 ? 'vez' : 'vezes'} · {formatDateTime(item.first_observed_at)} a{' '}
        {formatDateTime(item.last_observed_at)}
      </Text>
      {!item.created_ad && fields && (
        <Text size="xs" c="dimmed">
          Completou: {fields}
        </Text>
      )}
    </Paper>
  );
};
