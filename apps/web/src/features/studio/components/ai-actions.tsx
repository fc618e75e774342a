import { Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  AI_ACTIONS,
  type AiActionId,
  buildAiChatUrl,
  buildAiPrompt,
  DEFAULT_AI_CHAT_URL_TEMPLATE,
  type StudioAi,
  type StudioItem,
} from '@sniperads/contract';
import { IconBulb, IconChartDots, IconHeading, IconKey, type TablerIcon } from '@tabler/icons-react';
import { useState } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { useRunStudioAi, useStudioAi } from '../api/studio-ai';
import { AiAnswer, aiUsageText } from './ai-answer';

const ICONS: Record<AiActionId, TablerIcon> = {
  'analise-estrutural': IconChartDots,
  'modelagem-criativa': IconBulb,
  headlines: IconHeading,
  'palavras-chave': IconKey,
};

type Layout = 'panel' | 'grid';

function ActionButtons({
  layout,
  disabled,
  saved,
  onRun,
}: {
  layout: Layout;
  disabled: boolean;
  saved?: (action: AiActionId) => boolean;
  onRun: (action: AiActionId) => void;
}) {
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
        disabled={disabled}
        onClick={() => onRun(action.id)}
        leftSection={<Icon size={20} />}
        rightSection={
          saved?.(action.id) ? (
            <Badge size="xs" variant="outline" color="grape">
              Salva
            </Badge>
          ) : null
        }
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
  return layout === 'panel' ? (
    <Stack gap="xs">{buttons}</Stack>
  ) : (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>{buttons}</SimpleGrid>
  );
}

/** The actions run here (AI_API_URL set): the answer streams in and stays with the creative. */
function InAppAi({ item, state, layout }: { item: StudioItem; state: StudioAi; layout: Layout }) {
  const [action, setAction] = useState<AiActionId | null>(null);
  const run = useRunStudioAi(item.studio_item_id);
  const savedOf = (id: AiActionId) => state.analyses.find((a) => a.action === id) ?? null;
  const exhausted = state.usage.remaining === 0;
  const start = (id: AiActionId, regenerate: boolean) => {
    setAction(id);
    if (!regenerate && savedOf(id)) {
      run.reset();
      return;
    }
    run.mutate({ action: id, regenerate });
  };
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {`A IA (${state.model}) vê a imagem do criativo e os textos; a análise fica salva com o criativo. ${aiUsageText(state.usage)}.`}
      </Text>
      <ActionButtons
        layout={layout}
        disabled={run.isPending}
        saved={(id) => savedOf(id) !== null}
        onRun={(id) => start(id, false)}
      />
      {action && (
        <AiAnswer
          action={action}
          saved={savedOf(action)}
          streamed={run.streamed}
          running={run.isPending}
          error={run.error?.message ?? null}
          canRegenerate={!exhausted && !run.isPending}
          onRegenerate={() => start(action, true)}
        />
      )}
    </Stack>
  );
}

/**
 * The 4 AI actions. With the in-app AI configured, each runs here on the creative's image and texts;
 * otherwise each opens the configured AI chat in a new tab with the prompt filled in.
 */
export function AiActions({ item, layout }: { item: StudioItem | null; layout: Layout }) {
  const config = usePublicConfig();
  const ai = useStudioAi(item?.studio_item_id ?? null);
  const template = config.data?.ai_chat_url_template ?? DEFAULT_AI_CHAT_URL_TEMPLATE;
  const openChat = (action: AiActionId) => {
    if (!item) return;
    window.open(buildAiChatUrl(template, buildAiPrompt(action, item)), '_blank', 'noopener,noreferrer');
  };
  const inApp = item && ai.data?.enabled ? ai.data : null;
  return (
    <Card withBorder p="md">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md">
            Ações com IA
          </Title>
          {!inApp && (
            <Text size="xs" c="dimmed">
              Abre um chat temporário numa nova aba com o prompt pronto.
            </Text>
          )}
        </div>
        {inApp && item ? (
          <InAppAi key={item.studio_item_id} item={item} state={inApp} layout={layout} />
        ) : (
          <ActionButtons layout={layout} disabled={!item || ai.isPending} onRun={openChat} />
        )}
      </Stack>
    </Card>
  );
}
