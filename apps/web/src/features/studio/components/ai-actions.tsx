import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  AI_ACTIONS,
  type AiActionId,
  buildAiChatUrl,
  buildAiPrompt,
  DEFAULT_AI_CHAT_URL_TEMPLATE,
  type StudioItem,
} from '@sniperads/contract';
import { IconBulb, IconChartDots, IconHeading, IconKey, type TablerIcon } from '@tabler/icons-react';
import { usePublicConfig } from '@/lib/public-config';

const ICONS: Record<AiActionId, TablerIcon> = {
  'analise-estrutural': IconChartDots,
  'modelagem-criativa': IconBulb,
  headlines: IconHeading,
  'palavras-chave': IconKey,
};

/** The 4 AI actions: each opens the configured AI chat in a new tab with the prompt filled in. */
export function AiActions({ item, layout }: { item: StudioItem | null; layout: 'panel' | 'grid' }) {
  const config = usePublicConfig();
  const template = config.data?.ai_chat_url_template ?? DEFAULT_AI_CHAT_URL_TEMPLATE;
  const run = (action: AiActionId) => {
    if (!item) return;
    window.open(buildAiChatUrl(template, buildAiPrompt(action, item)), '_blank', 'noopener,noreferrer');
  };
  const buttons = AI_ACTIONS.map((action) => {
    const Icon = ICONS[action.id];
    return (
      <Button
        key={action.id}
        variant="light"
        color="grape"
        justify="flex-start"
        h="auto"
        py="sm"
        disabled={!item}
        onClick={() => run(action.id)}
        leftSection={<Icon size={20} />}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      >
        <div>
          <Text fw={700} size="sm">
            {action.label}
          </Text>
          <Text size="xs" c="dimmed" fw={400}>
            {action.description}
          </Text>
        </div>
      </Button>
    );
  });
  return (
    <Card withBorder p="md">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md">
            Ações com IA
          </Title>
          <Text size="xs" c="dimmed">
            Abre um chat temporário numa nova aba com o prompt pronto.
          </Text>
        </div>
        {layout === 'panel' ? (
          <Stack gap="xs">{buttons}</Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>{buttons}</SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
