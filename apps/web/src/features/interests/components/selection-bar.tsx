import { Button, Group, Paper, Text } from '@mantine/core';
import type { Interest } from '@sniperads/contract';
import { IconCopy, IconFileExport, IconListCheck, IconX } from '@tabler/icons-react';
import { downloadText } from '@/lib/csv';
import { toastError, toastSuccess } from '@/lib/toast';
import { csvFileName, interestsToCsv, namesForAdsManager } from './interests-csv';

interface SelectionBarProps {
  selected: Interest[];
  visible: Interest[];
  term: string;
  onSelectAll: () => void;
  onClear: () => void;
}

/** Copy the selected names for Ads Manager or export them as CSV. */
export function SelectionBar({ selected, visible, term, onSelectAll, onClear }: SelectionBarProps) {
  const count = selected.length;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(namesForAdsManager(selected));
      toastSuccess(
        `${count} nome${count === 1 ? '' : 's'} copiado${count === 1 ? '' : 's'} — cole no Gerenciador de Anúncios`,
      );
    } catch {
      toastError('Não foi possível copiar. Copie os nomes um a um.');
    }
  };
  if (count === 0 && visible.length === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={500} role="status">
          {count === 0 ? 'Nenhum interesse selecionado' : `${count} selecionado${count === 1 ? '' : 's'}`}
        </Text>
        <Group gap="xs" wrap="wrap">
          {visible.length > 0 && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconListCheck size={14} />}
              onClick={onSelectAll}
            >
              Selecionar todos
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} />}
            onClick={onClear}
            disabled={count === 0}
          >
            Limpar
          </Button>
          <Button
            size="xs"
            leftSection={<IconCopy size={14} />}
            onClick={() => void copy()}
            disabled={count === 0}
          >
            Copiar nomes
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileExport size={14} />}
            disabled={count === 0}
            onClick={() => downloadText(csvFileName(term), interestsToCsv(selected))}
          >
            Exportar CSV
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
