import {
  ActionIcon,
  Badge,
  Button,
  Card,
  ColorSwatch,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  formatDuration,
  TUTORIAL_LEVEL_COLORS,
  TUTORIAL_LEVEL_LABELS,
  type TutorialCategory,
  type TutorialContent,
} from '@sniperads/contract';
import { IconPencil, IconPlus, IconTrash, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { formatCount } from '@/lib/format';
import { adminFailure, toastAdminDone } from '@/lib/toast';
import { useTutorialCategories } from '../../api/get-tutorial-categories';
import { useTutorialContents } from '../../api/get-tutorial-contents';
import { useDeleteTutorialCategory, useDeleteTutorialContent } from '../../api/manage-tutorials';
import { viewsLabel } from '../tutorial-card';
import { CategoryFormModal } from './category-form-modal';
import { ContentFormModal } from './content-form-modal';

type Pending = { kind: 'category'; item: TutorialCategory } | { kind: 'content'; item: TutorialContent };

/** The category filter of the video table lives in the URL (`category`). */
export function AdminTutorialsPage({
  category,
  onCategoryChange,
}: {
  category: string | null;
  onCategoryChange: (category: string | null) => void;
}) {
  const categories = useTutorialCategories();
  const filter = category;
  const setFilter = onCategoryChange;
  const contents = useTutorialContents(filter);
  const [categoryTarget, setCategoryTarget] = useState<TutorialCategory | 'new' | null>(null);
  const [contentTarget, setContentTarget] = useState<TutorialContent | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const deleteCategory = useDeleteTutorialCategory(adminFailure('Erro ao excluir categoria'));
  const deleteContent = useDeleteTutorialContent(adminFailure('Erro ao excluir tutorial'));
  const list = categories.data ?? [];
  const nameOf = (id: string) => list.find((c) => c.id === id)?.name ?? '—';

  const confirm = () => {
    if (!pending) return;
    const done = () => setPending(null);
    if (pending.kind === 'category') {
      deleteCategory.mutate(pending.item.id, toastAdminDone(done));
    } else {
      deleteContent.mutate(pending.item.id, toastAdminDone(done));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tutoriais"
        description="Organize as categorias e os vídeos que os usuários assistem em /tutorial."
      />

      <Card withBorder p="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="lg">
            Categorias
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCategoryTarget('new')}>
            Nova categoria
          </Button>
        </Group>
        {categories.isError && <Text c="red">Erro ao carregar categorias</Text>}
        <DataTable columns={['Categoria', 'Tutoriais', '']} minWidth={560} aria-label="Categorias">
          {list.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ColorSwatch color={c.color} size={18} />
                  <div>
                    <Text fw={600}>{c.name}</Text>
                    {c.description && (
                      <Text size="xs" c="dimmed">
                        {c.description}
                      </Text>
                    )}
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>{formatCount(c.contents_count, 'tutorial', 'tutoriais')}</Table.Td>
              <RowActions
                label={c.name}
                onEdit={() => setCategoryTarget(c)}
                onDelete={() => setPending({ kind: 'category', item: c })}
              />
            </Table.Tr>
          ))}
        </DataTable>
        {categories.data?.length === 0 && <Text c="dimmed">Nenhuma categoria cadastrada.</Text>}
      </Card>

      <Card withBorder p="lg">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2} fz="lg">
            Vídeos
          </Title>
          <Group>
            <Select
              aria-label="Filtrar por categoria"
              placeholder="Todas as categorias"
              data={list.map((c) => ({ value: c.id, label: c.name }))}
              value={filter}
              onChange={setFilter}
              clearable
              w={240}
            />
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={list.length === 0}
              onClick={() => setContentTarget('new')}
            >
              Novo tutorial
            </Button>
          </Group>
        </Group>
        {contents.isError && <Text c="red">Erro ao carregar conteúdos</Text>}
        {contents.data?.length === 0 ? (
          <EmptyState
            icon={<IconVideo size={32} aria-hidden />}
            title={filter ? 'Nenhum vídeo nesta categoria' : 'Nenhum vídeo cadastrado'}
            description={
              list.length === 0
                ? 'Crie uma categoria acima e depois adicione os vídeos da sua equipe.'
                : 'Adicione os vídeos da sua equipe: cole o link do YouTube (com v=) e escolha a categoria. Os usuários os veem em Tutoriais.'
            }
            action={
              <Button
                leftSection={<IconPlus size={16} />}
                disabled={list.length === 0}
                onClick={() => setContentTarget('new')}
              >
                Adicionar vídeo
              </Button>
            }
          />
        ) : (
          <DataTable
            columns={['Título', 'Categoria', 'Nível', 'Duração', 'Visualizações', '']}
            minWidth={760}
            aria-label="Vídeos"
            highlightOnHover
          >
            {(contents.data ?? []).map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Text fw={600}>{t.title}</Text>
                </Table.Td>
                <Table.Td>{nameOf(t.category_id)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge variant="light" color={TUTORIAL_LEVEL_COLORS[t.difficulty_level]}>
                    {TUTORIAL_LEVEL_LABELS[t.difficulty_level]}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDuration(t.duration)}</Table.Td>
                <Table.Td>{viewsLabel(t.views_count)}</Table.Td>
                <RowActions
                  label={t.title}
                  onEdit={() => setContentTarget(t)}
                  onDelete={() => setPending({ kind: 'content', item: t })}
                />
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Card>

      <CategoryFormModal target={categoryTarget} onClose={() => setCategoryTarget(null)} />
      <ContentFormModal
        target={contentTarget}
        categories={list}
        defaultCategoryId={filter}
        onClose={() => setContentTarget(null)}
      />
      <ConfirmDialog
        opened={pending !== null}
        title="Confirmar exclusão"
        confirmLabel="Excluir"
        loading={deleteCategory.isPending || deleteContent.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending?.kind === 'category'
          ? `Excluir a categoria "${pending.item.name}"? Só é possível excluir categorias sem tutoriais.`
          : `Excluir o tutorial "${pending?.item.title ?? ''}"? Esta ação não pode ser desfeita.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** Edit and delete buttons of a table row. */
function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Table.Td w={90}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={`Editar ${label}`} onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${label}`} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Table.Td>
  );
}
