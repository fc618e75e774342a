import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { DEMO_LIBRARY_MESSAGES } from '@sniperads/contract';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { demoLibraryKey } from '@/components/demo-data-banner';
import { demoLibraryApi } from '@/lib/api/demo-library';
import { ok } from '@/lib/api-fetcher';
import { invalidateAfter } from '@/lib/invalidation';
import { adminKeys } from '@/lib/query-keys';
import { toastAdminDone } from '@/lib/toast';
import { useAppMutation } from '@/lib/use-app-mutation';

export const demoRemovalKey = [...adminKeys.all, 'demo-removal'] as const;
/** How often the screen asks how far a running removal got. */
const PROGRESS_POLL_MS = 1000;

/**
 * The admin's way out of the demo: while the library holds demo ads, one button starts their
 * removal (favorites users made of them keep their copy). The API removes them in the background
 * and audits it; this card follows it ('Removendo… N de M') and says when it ended.
 */
export function RemoveDemoData() {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: demoLibraryKey,
    queryFn: async () => (await ok(demoLibraryApi.getDemoLibraryStatus())).data,
  });
  const removal = useQuery({
    queryKey: demoRemovalKey,
    queryFn: async () => (await ok(demoLibraryApi.getDemoRemoval())).data,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? PROGRESS_POLL_MS : false),
  });
  const remove = useAppMutation({
    mutationFn: async () => ok(demoLibraryApi.removeDemoLibrary()),
    invalidates: 'demo-removal-started',
    failure: { fallback: 'Erro ao remover os dados de demonstração' },
  });

  // When a removal seen running (or started here) ends, the ads leave the library, and with them
  // their offers and the demo banner.
  const state = removal.data?.state;
  const finishedAt = removal.data?.finished_at;
  const following = useRef(false);
  useEffect(() => {
    if (state === 'running') following.current = true;
    if (state === 'done' && finishedAt && following.current) {
      following.current = false;
      void invalidateAfter(queryClient, 'contributions-purged');
    }
  }, [state, finishedAt, queryClient]);

  const job = removal.data;
  if (job?.state === 'running') {
    return (
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={4}>Dados de demonstração</Title>
          <Text size="sm" role="status">
            {DEMO_LIBRARY_MESSAGES.progress(job.ads_removed, job.total)}
          </Text>
          <Progress
            value={job.total > 0 ? Math.min(100, (job.ads_removed / job.total) * 100) : 0}
            aria-label="Progresso da remoção"
            animated
          />
        </Stack>
      </Card>
    );
  }
  if (!status.data?.has_demo_ads) {
    if (job?.state !== 'done') return null;
    return (
      <Card withBorder padding="md">
        <Stack gap={2}>
          <Title order={4}>Dados de demonstração</Title>
          <Text size="sm" c="dimmed" role="status">
            {DEMO_LIBRARY_MESSAGES.removed(job.ads_removed)}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={4}>Dados de demonstração</Title>
          <Text size="sm" c="dimmed">
            A biblioteca ainda tem os anúncios de exemplo da instalação.
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          Remover dados de demonstração
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Remover dados de demonstração"
        confirmLabel="Remover dados de demonstração"
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            ...toastAdminDone(() => {
              following.current = true;
            }),
            onSettled: () => setConfirming(false),
          })
        }
        onClose={() => setConfirming(false)}
      >
        Todos os anúncios de demonstração saem da Mineração e das Ofertas escaladas, para todos os usuários. A
        remoção continua em segundo plano e esta tela mostra o progresso. Os favoritos que alguém salvou deles
        continuam com a própria cópia. A ação fica registrada na auditoria e não pode ser desfeita.
      </ConfirmDialog>
    </Card>
  );
}
