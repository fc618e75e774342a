import { Badge, Button, Card, Group, Select, Table, Text, Title } from '@mantine/core';
import {
  formatDuration,
  isTutorialGuide,
  TUTORIAL_LEVEL_COLORS,
  TUTORIAL_LEVEL_LABELS,
  type TutorialCategory,
  type TutorialContent,
} from '@sniperads/contract';
import { IconPlus, IconVideo } from '@tabler/icons-react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { viewsLabel } from '../tutorial-card';
import { RowActions } from './row-actions';

/** The videos, filtered by category; a video needs a category, so adding waits for one. */
export function VideosCard({
  contents,
  failed,
  categories,
  filter,
  onFilter,
  onNew,
  onEdit,
  onDelete,
}: {
  /** undefined while loading. */
  contents: TutorialContent[] | undefined;
  failed: boolean;
  categories: TutorialCategory[];
  filter: string | null;
  onFilter: (category: string | null) => void;
  onNew: () => void;
  onEdit: (content: TutorialContent) => void;
  onDelete: (content: TutorialContent) => void;
}) {
  const nameOf = (id: string) => categories.find((c) => c.id === id)?.name ?? '—';
  const addButton = (label: string) => (
    <Button leftSection={<IconPlus size={16} />} disabled={categories.length === 0} onClick={onNew}>
      {label}
    </Button>
  );
  return (
    <Card withBorder p="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz="lg">
          Vídeos
        </Title>
        <Group>
          <Select
            aria-label="Filtrar por categoria"
            placeholder="Todas as categorias"
            data={categories.map((c) => ({ value: c.id, label: c.name }))}
            value={filter}
            onChange={onFilter}
            clearable
            w={240}
          />
          {addButton('Novo tutorial')}
        </Group>
      </Group>
      {failed && <Text c="red">Erro ao carregar conteúdos</Text>}
      {contents?.length === 0 ? (
        <EmptyState
          icon={<IconVideo size={32} aria-hidden />}
          title={filter ? 'Nenhum vídeo nesta categoria' : 'Nenhum vídeo cadastrado'}
          description={
            categories.length === 0
              ? 'Crie uma categoria acima e depois adicione os vídeos da sua equipe.'
              : 'Adicione os vídeos da sua equipe: cole o link do YouTube (com v=) e escolha a categoria. Os usuários os veem em Tutoriais.'
          }
          action={addButton('Adicionar vídeo')}
        />
      ) : (
        <DataTable
          columns={['Título', 'Categoria', 'Nível', 'Duração', 'Visualizações', '']}
          minWidth={760}
          aria-label="Vídeos"
          highlightOnHover
        >
          {(contents ?? []).map((t) => (
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
              <Table.Td>{isTutorialGuide(t) ? 'Guia em texto' : formatDuration(t.duration)}</Table.Td>
              <Table.Td>{viewsLabel(t.views_count)}</Table.Td>
              <RowActions label={t.title} onEdit={() => onEdit(t)} onDelete={() => onDelete(t)} />
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
