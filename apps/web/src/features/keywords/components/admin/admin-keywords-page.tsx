import {
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { duplicateKeywordPayload, KEYWORD_MESSAGES, type Keyword } from '@sniperads/contract';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAdminKeywords, useCreateKeyword, useDeleteKeyword } from '../../api/admin-keywords';
import { KeywordDetailsModal } from '../keyword-details-modal';
import { formatCount } from '../keyword-format';
import { AdminKeywordRow } from './admin-keyword-row';
import { AdminPagination } from './admin-pagination';
import { toastError, toastSuccess } from './toasts';

const PAGE_SIZE = 15;

export function AdminKeywordsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  // Admin search debounce 500 ms (spec §9); a new search starts at page 1.
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<Keyword | null>(null);
  const [toDelete, setToDelete] = useState<Keyword | null>(null);
  const list = useAdminKeywords({ page, limit: PAGE_SIZE, ...(debounced ? { search: debounced } : {}) });
  const create = useCreateKeyword();
  const remove = useDeleteKeyword();
  const meta = list.data?.meta;
  const rows = list.data?.data ?? [];

  useEffect(() => {
    if (list.error) toastError('Erro ao carregar lista de palavras-chave', list.error);
  }, [list.error]);
  // Deleting the last row of the last page moves back one page.
  useEffect(() => {
    if (meta && page > meta.last_page) setPage(meta.last_page);
  }, [meta, page]);

  const edit = (k: Keyword) =>
    void navigate({ to: '/admin/palavras-chave/editar/$id', params: { id: k.id } });

  const duplicate = (k: Keyword) =>
    create.mutate(duplicateKeywordPayload(k), {
      onSuccess: () => toastSuccess(KEYWORD_MESSAGES.duplicated),
      onError: (error) => toastError('Erro ao duplicar palavra-chave', error),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toastSuccess(KEYWORD_MESSAGES.deleted);
        setToDelete(null);
      },
      onError: (error) => toastError('Erro ao excluir palavra-chave', error),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Palavras-chave
          </Title>
          <Text c="dimmed">Gerencie o banco de palavras-chave que os usuários exploram e copiam.</Text>
        </div>
        <Button component={Link} to="/admin/palavras-chave/nova" leftSection={<IconPlus size={16} />}>
          Nova Palavra-chave
        </Button>
      </Group>

      <Card withBorder p="lg">
        <Stack gap="md">
          <TextInput
            placeholder="Pesquisar por palavra-chave, nicho ou descrição..."
            aria-label="Pesquisar palavras-chave"
            leftSection={<IconSearch size={16} />}
            rightSection={list.isFetching ? <Loader size={14} /> : null}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Group justify="space-between">
            <Text fw={600}>
              {meta
                ? meta.total === 1
                  ? '1 palavra-chave'
                  : `${formatCount(meta.total)} palavras-chave`
                : '—'}
            </Text>
            {meta && meta.total > 0 && (
              <Text size="sm" c="dimmed">
                Página {meta.current_page} de {meta.last_page}
              </Text>
            )}
          </Group>
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Palavra-chave</Table.Th>
                  <Table.Th>Nicho e dificuldade</Table.Th>
                  <Table.Th>Métricas</Table.Th>
                  <Table.Th>Tags</Table.Th>
                  <Table.Th>Data</Table.Th>
                  <Table.Th aria-label="Ações" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
                Mostrando {meta.from} a {meta.to} de {meta.total} resultados
              </Text>
              <AdminPagination page={meta.current_page} lastPage={meta.last_page} onChange={setPage} />
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

      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Excluir palavra-chave"
        centered
      >
        <Stack>
          <Text>Tem certeza que deseja excluir esta palavra-chave? Esta ação não pode ser desfeita.</Text>
          {toDelete && <Text fw={700}>{toDelete.keyword}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              Cancelar
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              Excluir
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
