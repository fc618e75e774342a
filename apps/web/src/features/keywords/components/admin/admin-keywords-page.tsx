import { Button, Card, Loader, Stack } from '@mantine/core';
import { duplicateKeywordPayload, KEYWORD_MESSAGES, type Keyword } from '@sniperads/contract';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import type { SearchChange } from '@/lib/search-params';
import { adminFailure, toastRequestError, toastSuccess } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { useAdminKeywords, useCreateKeyword } from '../../api/admin-keywords';
import { type AdminKeywordsSearch, toAdminKeywordsQuery } from '../../model/keywords-search';
import { KeywordDetailsModal } from '../keyword-details-modal';
import { AdminKeywordsList } from './admin-keywords-list';
import { DeleteKeywordDialog } from './delete-keyword-dialog';

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
  const [details, setDetails] = useState<Keyword | null>(null);
  const [toDelete, setToDelete] = useState<Keyword | null>(null);
  const list = useAdminKeywords(toAdminKeywordsQuery(params));
  const create = useCreateKeyword(adminFailure('Erro ao duplicar palavra-chave'));
  const meta = list.data?.meta;

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
          <AdminKeywordsList
            rows={list.data?.data ?? []}
            meta={meta}
            loading={list.isPending}
            failed={list.isError && !list.data}
            onRetry={() => void list.refetch()}
            searching={Boolean(debounced)}
            onPage={(next) => onParams({ page: next })}
            onDetails={setDetails}
            onEdit={edit}
            onDuplicate={duplicate}
            onDelete={setToDelete}
          />
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
      <DeleteKeywordDialog keyword={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
