import { ActionIcon, Badge, Card, Group, Menu, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Folder } from '@sniperads/contract';
import { IconDots, IconEdit, IconFolderOpen, IconLink, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDate } from '@/lib/format';
import { FolderIcon } from './folder-icon';

interface Props {
  folder: Folder;
  layout: 'grid' | 'list';
  onEdit: () => void;
  onDelete: () => void;
  onCopyLink: () => void;
}

export function FolderTile({ folder, layout, onEdit, onDelete, onCopyLink }: Props) {
  const navigate = useNavigate();
  return (
    <Card withBorder p="md" data-testid="folder-tile" style={{ borderTop: `4px solid ${folder.color}` }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" color={folder.color} variant="light">
            <FolderIcon name={folder.icon} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Link
              to="/pastas/$id"
              params={{ id: folder.id }}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <Text fw={700} truncate="end">
                {folder.name}
              </Text>
            </Link>
            <Text size="xs" c="dimmed">
              {folder.favorites_count} {folder.favorites_count === 1 ? 'favorito' : 'favoritos'} · criada em{' '}
              {formatDate(folder.created_at)}
            </Text>
          </div>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Ações da pasta ${folder.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconFolderOpen size={16} />}
              onClick={() => void navigate({ to: '/pastas/$id', params: { id: folder.id } })}
            >
              Abrir
            </Menu.Item>
            <Menu.Item leftSection={<IconEdit size={16} />} onClick={onEdit}>
              Editar
            </Menu.Item>
            {folder.is_public && (
              <Menu.Item leftSection={<IconLink size={16} />} onClick={onCopyLink}>
                Copiar link público
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconTrash size={16} />} color="red.7" onClick={onDelete}>
              Excluir
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {layout === 'grid' && (
        <Stack gap={6} mt="sm">
          <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
            {folder.description || 'Sem descrição'}
          </Text>
          {folder.is_public && (
            <Badge variant="light" color="teal" w="fit-content">
              Pública
            </Badge>
          )}
        </Stack>
      )}
    </Card>
  );
}
