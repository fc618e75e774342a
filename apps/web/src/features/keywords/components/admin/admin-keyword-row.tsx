import { ActionIcon, Badge, Menu, Stack, Table, Text } from '@mantine/core';
import { type Keyword, nicheLabel } from '@sniperads/contract';
import { IconCopyPlus, IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDate, formatNumber } from '@/lib/format';
import { DifficultyBadge, TagList } from '../keyword-badges';
import { usesLabel } from '../keyword-format';

interface AdminKeywordRowProps {
  keyword: Keyword;
  onDetails: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

export function AdminKeywordRow({ keyword, onDetails, onEdit, onDuplicate, onDelete }: AdminKeywordRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{keyword.keyword}</Text>
        {keyword.description && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {keyword.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color="sniper">
            {nicheLabel(keyword.niche)}
          </Badge>
          <DifficultyBadge difficulty={keyword.difficulty} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          Volume: {formatNumber(keyword.search_volume)}
        </Text>
        <Text size="sm" c="dimmed">
          {usesLabel(keyword.usage_count)}
        </Text>
      </Table.Td>
      <Table.Td>
        <TagList tags={keyword.tags} />
        {keyword.tags.length > 0 && (
          <Text size="xs" c="dimmed">
            {keyword.tags.length === 1 ? '1 tag' : `${keyword.tags.length} tags`}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(keyword.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${keyword.keyword}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEye size={16} />} onClick={onDetails}>
              Ver Detalhes
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
              Editar
            </Menu.Item>
            <Menu.Item leftSection={<IconCopyPlus size={16} />} onClick={onDuplicate}>
              Duplicar
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red.7" leftSection={<IconTrash size={16} />} onClick={onDelete}>
              Excluir
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}
