import { Button, Card, ColorSwatch, Group, Table, Text, Title } from '@mantine/core';
import type { TutorialCategory } from '@sniperads/contract';
import { IconPlus } from '@tabler/icons-react';
import { DataTable } from '@/components/data-table';
import { formatCount } from '@/lib/format';
import { RowActions } from './row-actions';

/** The tutorial categories, each with how many tutorials it holds. */
export function CategoriesCard({
  categories,
  failed,
  onNew,
  onEdit,
  onDelete,
}: {
  /** undefined while loading. */
  categories: TutorialCategory[] | undefined;
  failed: boolean;
  onNew: () => void;
  onEdit: (category: TutorialCategory) => void;
  onDelete: (category: TutorialCategory) => void;
}) {
  return (
    <Card withBorder p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          Categorias
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
          Nova categoria
        </Button>
      </Group>
      {failed && <Text c="red">Erro ao carregar categorias</Text>}
      <DataTable columns={['Categoria', 'Tutoriais', '']} minWidth={560} aria-label="Categorias">
        {(categories ?? []).map((c) => (
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
            <RowActions label={c.name} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
          </Table.Tr>
        ))}
      </DataTable>
      {categories?.length === 0 && <Text c="dimmed">Nenhuma categoria cadastrada.</Text>}
    </Card>
  );
}
