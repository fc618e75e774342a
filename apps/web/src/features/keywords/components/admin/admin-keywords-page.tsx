import { Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { duplicateKeywordPayload, KEYWORD_MESSAGES, type Keyword } from '@sniperads/contract';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { PageCount, Pagination } from '@/components/pagination/pagination';
import { SearchInput } from '@/components/search-input';
import { formatNumber, formatShowing } from '@/lib/format';
import type { SearchChange } from '@/lib/search-params';
import { adminFailure, toastAdminDone, toastRequestError, toastSuccess } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { useAdminKeywords, useCreateKeyword, useDeleteKeyword } from '../../api/admin-keywords';
import { type AdminKeywordsSearch, toAdminKeywordsQuery } from '../../model/keywords-search';
import { KeywordDetailsModal } from '../keyword-details-modal';
import { AdminKeywordRow } from './admin-keyword-row';

/** Search and page live in the URL. */
export function AdminKeywordsPage({
  params,
  onParams,
}: {
  params: AdminKeywordsSearch;
  onParams: SearchChange<AdminKeywordsSearch>;
}) {
  const navigate = useNavigate();
  // Admin search debounce 500 ms (docs/product-rules.md); a new search starts at page 1.
  const [search, setSearch] = useSearchText(
    params.q,
    (q) => onParams({ q, page: 1 }, { replace: true }),
    500,
  );
  const { q: debounced, page } = params;
  const setPage = (next: number) => onParams({ page: next });
  const [details, setDetails] = useState<Keyword | null>(null);
  const [toDelete, setToDelete] = useState<Keyword | null>(null);
  const list = useAdminKeywords(toAdminKeywordsQuery(params));
  const create = useCreateKeyword(adminFailure('Erro ao duplicar palavra-chave'));
  const remove = useDeleteKeyword(adminFailure('Erro ao excluir palavra-chave'));
  const meta = list.data?.meta;
  const rows = list.data?.data ?? [];

  useEffect(() => {
    if (list.error)
      toastRequestError(
        list.error,
        'Tente novamente em instantes.',
        'Erro ao carregar lista de palavras-chave',
      );
  }, [list.error]);
  // Deleting the last row of the last page moves back one page.
  useEffect(() => {
    if (meta && meta.last_page > 0 && page > meta.last_page)
      onParams({ page: meta.last_page }, { replace: true });
  }, [meta, page, onParams]);

  // The editor carries the list's page and search, and brings the admin back to them.
  const back = { q: params.q, page: params.page };
  const edit = (k: Keyword) =>
    void navigate({ to: '/admin/palavras-chave/editar/$id', params: { id: k.id }, search: back });

  const duplicate = (k: Keyword) =>
    create.mutate(duplicateKeywordPayload(k), {
      onSuccess: () => toastSuccess(KEYWORD_MESSAGES.duplicated, 'Sucesso'),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      toDelete.id,
      toastAdminDone(() => setToDelete(null), KEYWORD_MESSAGES.deleted),
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Palavras-chave"
        description="Gerencie o banco de palavras-chave que os usuários exploram e copiam."
        actions={
          <Button
            renderRoot={(props) => <Link to="/admin/palavras-chave/nova" search={back} {...props} />}
            leftSection={<IconPlus size={16} />}
          >
            Nova Palavra-chave
          </Button>
        }
      />

      <Card withBorder p="lg">
        <Stack gap="md">
          <SearchInput
            placeholder="Pesquisar por palavra-chave, nicho ou descrição..."
            label="Pesquisar palavras-chave"
            rightSection={list.isFetching ? <Loader size={14} /> : null}
            value={search}
            onChange={setSearch}
          />
          <Group justify="space-between">
            <Text fw={600}>
              {meta
                ? meta.total === 1
                  ? '1 palavra-chave'
                  : `${formatNumber(meta.total)} palavras-chave`
                : '—'}
            </Text>
            {meta && meta.total > 0 && <PageCount page={meta.current_page} lastPage={meta.last_page} />}
          </Group>
          <DataTable
            columns={['Palavra-chave', 'Nicho e dificuldade', 'Métricas', 'Tags', 'Data', '']}
            minWidth={860}
            highlightOnHover
          >
            {rows.map((k) => (
              <AdminKeywordRow
                key={k.id}
                keyword={k}
                onDetails={() => setDetails(k)}
                onEdit={() => edit(k)}
                onDuplicate={() => duplicate(k)}
                onDelete={() => setToDelete(k)}
              />
            ))}
          </DataTable>
          {list.isPending && (
            <Center py="lg">
              <Loader />
            </Center>
          )}
          {list.isError && !list.data && (
            <Center py="lg">
              <Button variant="default" onClick={() => void list.refetch()}>
                Tentar novamente
              </Button>
            </Center>
          )}
          {meta && meta.total === 0 && (
            <Text ta="center" c="dimmed" py="lg">
              {debounced
                ? 'Nenhuma palavra-chave encontrada para esta pesquisa.'
                : 'Nenhuma palavra-chave cadastrada.'}
            </Text>
          )}
          {meta && meta.total > 0 && (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {formatShowing(meta.from ?? 0, meta.to ?? 0, meta.total)}
              </Text>
              <Pagination page={meta.current_page} lastPage={meta.last_page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      </Card>

      <KeywordDetailsModal
        keyword={details}
        onClose={() => setDetails(null)}
        action={
          details && (
            <Button leftSection={<IconPencil size={16} />} onClick={() => edit(details)}>
              Editar Palavra-chave
            </Button>
          )
        }
      />

      <ConfirmDialog
        opened={toDelete !== null}
        title="Excluir palavra-chave"
        confirmLabel="Excluir"
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        <Stack gap="xs">
          <Text size="sm">
            Tem certeza que deseja excluir esta palavra-chave? Esta ação não pode ser desfeita.
          </Text>
          {toDelete && <Text fw={700}>{toDelete.keyword}</Text>}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
