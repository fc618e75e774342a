import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useFolderTarget } from '@/lib/ad-favorites';

/** 'Salvando na pasta X' while the hearts save into a folder, with a way back to plain saving. */
export function FolderTargetChip({ onClear }: { onClear: () => void }) {
  const folder = useFolderTarget();
  if (!folder) return null;
  return (
    <Badge
      data-testid="folder-target"
      size="lg"
      variant="light"
      color="grape"
      tt="none"
      leftSection={<IconFolder size={14} aria-hidden />}
      rightSection={
        <CloseButton
          size="xs"
          aria-label="Parar de salvar nesta pasta"
          onClick={onClear}
          variant="transparent"
        />
      }
      maw="100%"
    >
      <Group gap={4} wrap="nowrap">
        <Text span size="sm" fw={500} truncate>
          Salvando na pasta {folder.name}
        </Text>
      </Group>
    </Badge>
  );
}
