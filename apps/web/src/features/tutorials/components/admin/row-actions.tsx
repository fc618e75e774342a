import { ActionIcon, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** Edit and delete buttons of a table row. */
export function RowActions({
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
