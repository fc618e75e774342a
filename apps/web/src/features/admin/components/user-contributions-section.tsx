import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  type AdminUser,
  CONTRIBUTION_SOURCE_LABEL,
  type Contribution,
  type ContributionsSummary,
} from '@sniperads/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pagination } from '@/components/pagination/pagination';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toastDone } from '@/lib/toast';
import { usePurgeUserContributions, useUserContributions } from '../api/user-contributions';

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

const Summary = ({ summary }: { summary: ContributionsSummary }) => (
  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
    <SummaryStat label="Observações" value={summary.observations} />
    <SummaryStat label="Anúncios criados" value={summary.ads_created} />
    <SummaryStat label="Anúncios completados" value={summary.ads_filled} />
    <SummaryStat label="Última contribuição" value={formatDateTime(summary.last_observed_at)} />
  </SimpleGrid>
);

const ContributionItem = ({ item }: { item: Contribution }) => {
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

/** What the account fed the shared ad library, and the purge (admin user detail dialog). */
export function UserContributionsSection({ user }: { user: AdminUser }) {
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const query = useUserContributions(user.id, page);
  const purge = usePurgeUserContributions({ fallback: 'Erro ao remover contribuições' });

  if (query.isPending) return <Skeleton h={120} radius="md" />;
  if (query.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(query.error, 'Não foi possível carregar as contribuições.')}
      </Alert>
    );

  const { data, meta, summary } = query.data;
  const confirm = () =>
    purge.mutate(user.id, {
      ...toastDone(() => setPage(1)),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack gap="xs">
      <Summary summary={summary} />
      {summary.observations === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          Nenhuma contribuição desta conta.
        </Text>
      ) : (
        <>
          {data.map((item) => (
            <ContributionItem key={item.id} item={item} />
          ))}
          <Pagination
            page={meta.current_page}
            lastPage={meta.last_page}
            onChange={setPage}
            withPageCount
            mt="md"
          />
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              Remover contribuições
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Remover contribuições"
        confirmLabel="Remover contribuições"
        loading={purge.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        As capturas de {user.email} deixam de contar ({summary.observations} observação(ões)). Cada anúncio
        que esta conta tocou é recalculado com o que as outras contas viram (veiculação, remoções, miniaturas,
        textos, variações e ofertas), e os anúncios que só ela enviou são excluídos da biblioteca. As capturas
        continuam registradas para auditoria, e os favoritos de todos os usuários são mantidos.
      </ConfirmDialog>
    </Stack>
  );
}
