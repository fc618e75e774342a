import { AspectRatio, Badge, Box, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import {
  formatDuration,
  TUTORIAL_LEVEL_COLORS,
  TUTORIAL_LEVEL_LABELS,
  type TutorialContent,
} from '@sniperads/contract';
import { IconEye, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { ExternalButton } from '@/components/external-button';
import { formatCount } from '@/lib/format';

export const viewsLabel = (n: number) => formatCount(n, 'visualização', 'visualizações');

/** A tutorial: the video's thumbnail (placeholder if it fails), duration, level and real views. */
export function TutorialCard({ item, onOpen }: { item: TutorialContent; onOpen: () => void }) {
  const [broken, setBroken] = useState(false);
  return (
    <Card withBorder p={0} data-testid="tutorial-card">
      <Box pos="relative">
        <AspectRatio ratio={16 / 9}>
          {item.thumbnail && !broken ? (
            <Image src={item.thumbnail} alt="" loading="lazy" onError={() => setBroken(true)} />
          ) : (
            <Center bg="ink.8">
              <IconPlayerPlayFilled size={48} color="white" aria-hidden />
            </Center>
          )}
        </AspectRatio>
        <Badge pos="absolute" bottom={8} right={8} color="dark" variant="filled">
          {formatDuration(item.duration)}
        </Badge>
      </Box>
      <Stack p="md" gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2}>
            {item.title}
          </Text>
          <Badge
            variant="light"
            color={TUTORIAL_LEVEL_COLORS[item.difficulty_level]}
            style={{ flexShrink: 0 }}
          >
            {TUTORIAL_LEVEL_LABELS[item.difficulty_level]}
          </Badge>
        </Group>
        {item.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {item.description}
          </Text>
        )}
        <Group gap={4}>
          <IconEye size={14} />
          <Text size="sm" c="dimmed">
            {viewsLabel(item.views_count)}
          </Text>
        </Group>
        <ExternalButton
          href={item.external_url}
          leftSection={<IconPlayerPlayFilled size={16} />}
          onClick={onOpen}
        >
          Assistir
        </ExternalButton>
      </Stack>
    </Card>
  );
}
