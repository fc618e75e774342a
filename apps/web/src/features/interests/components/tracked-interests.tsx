import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TRACKED_STATUS_LABEL, type TrackedInterest, type TrackedStatus } from '@sniperads/contract';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import type { SearchChange } from '@/lib/search-params';
import { useTrackedInterests } from '../api/tracked-interests';
import { type InterestsSearch, toTrackedQuery } from '../model/interests-search';
import { DeleteTrackedDialog } from './delete-tracked-dialog';
import { TrackedInterestForm } from './tracked-interest-form';
import { TrackedTable } from './tracked-table';
import { TrackedToolbar } from './tracked-toolbar';

/** Status filter and order live in the URL. */
export function TrackedInterests({
  canAdd = true,
  params,
  onParams,
}: {
  params: InterestsSearch;
  /** False on Free: the list stays readable and editable, adding needs Pro. */
  canAdd?: boolean;
  onParams: SearchChange<InterestsSearch>;
}) {
  const status: TrackedStatus | 'todos' = params.status ?? 'todos';
  const { sort, order } = params;
  const list = useTrackedInterests(toTrackedQuery(params));
  const [form, setForm] = useState<{ editing: TrackedInterest | null } | null>(null);
  const [deleting, setDeleting] = useState<TrackedInterest | null>(null);
  const rows = list.data ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} fz="xl">
            Interesses acompanhados
          </Title>
          <Text size="sm" c="dimmed">
            Registre o CPM de cada teste e veja quais interesses estão ficando mais baratos.
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setForm({ editing: null })}
          disabled={!canAdd}
          title={canAdd ? undefined : 'Disponível nos planos Pro e Max'}
        >
          Novo interesse
        </Button>
      </Group>
      <TrackedToolbar
        status={status}
        sort={sort}
        order={order}
        onStatus={(next) => onParams({ status: next === 'todos' ? undefined : next }, { replace: true })}
        onSort={(next) => onParams({ sort: next }, { replace: true })}
        onOrder={(next) => onParams({ order: next }, { replace: true })}
      />

      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Erro ao carregar interesses acompanhados">
          {errorMessage(list.error, 'Tente novamente em instantes.')}
        </Alert>
      )}
      {list.isPending && <Skeleton height={160} radius="md" />}
      {list.data && rows.length === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Text ta="center" c="dimmed">
            {status !== 'todos'
              ? `Nenhum interesse com status “${TRACKED_STATUS_LABEL[status]}”.`
              : canAdd
                ? 'Nenhum interesse acompanhado ainda. Use o botão de acompanhar nos resultados da busca ou “Novo interesse”.'
                : // Free has neither the search nor 'Novo interesse': pointing at them would send the user nowhere.
                  'Nenhum interesse acompanhado.'}
          </Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <TrackedTable rows={rows} onEdit={(t) => setForm({ editing: t })} onDelete={setDeleting} />
      )}
      {form && (
        <TrackedInterestForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          opened
          onClose={() => setForm(null)}
        />
      )}
      <DeleteTrackedDialog interest={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
