import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { AI_ACTIONS, type AiActionId, type AiAnalysis, type AiUsage } from '@sniperads/contract';
import { IconRefresh } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';

const INPUT_NOTES: Record<AiAnalysis['input'], string | null> = {
  image: null,
  video_frame: 'Vídeo: a IA viu o quadro de capa arquivado e os textos, não o vídeo inteiro.',
  text: 'Sem imagem arquivada: a IA analisou apenas os textos.',
};

/** 'Análises com IA neste mês: 2 de 5 (restam 3)'; unlimited for admins. */
export const aiUsageText = (usage: AiUsage) =>
  usage.limit === null
    ? `Análises com IA neste mês: ${usage.used} (sem limite)`
    : `Análises com IA neste mês: ${usage.used} de ${usage.limit} (restam ${usage.remaining ?? 0})`;

/** One action's answer: the text as it streams, then the saved analysis with 'Gerar novamente'. */
export function AiAnswer({
  action,
  saved,
  streamed,
  running,
  error,
  canRegenerate,
  onRegenerate,
}: {
  action: AiActionId;
  saved: AiAnalysis | null;
  streamed: string;
  running: boolean;
  error: string | null;
  canRegenerate: boolean;
  onRegenerate: () => void;
}) {
  const label = AI_ACTIONS.find((a) => a.id === action)?.label ?? action;
  const text = running ? streamed : (saved?.content ?? '');
  const note = saved && !running ? INPUT_NOTES[saved.input] : null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="ai-answer" aria-live="polite" aria-busy={running}>
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {label}
        </Text>
        {running && !streamed && (
          <Text size="sm" c="dimmed">
            A IA está analisando o criativo…
          </Text>
        )}
        {text && (
          <Text
            size="sm"
            data-testid="ai-answer-text"
            style={{ whiteSpace: 'pre-wrap', maxHeight: 480, overflowY: 'auto' }}
          >
            {text}
          </Text>
        )}
        {error && !running && (
          <Alert color="red" variant="light" title="Não foi possível gerar a análise">
            {error}
          </Alert>
        )}
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        {saved && !running && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {`Análise salva em ${formatDateTime(saved.created_at)} · ${saved.model}`}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="grape"
              leftSection={<IconRefresh size={14} />}
              disabled={!canRegenerate}
              onClick={onRegenerate}
            >
              Gerar novamente
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
