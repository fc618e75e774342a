import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@sniperads/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pagination } from '@/components/pagination/pagination';
import { errorMessage } from '@/lib/api-error';
import { toastDone } from '@/lib/toast';
import { usePurgeUserContributions, useUserContributions } from '../api/user-contributions';
import { ContributionItem, ContributionsSummaryStats } from './contribution-item';

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
      <ContributionsSummaryStats summary={summary} />
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
