import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import {
  guideSteps,
  TUTORIAL_LEVEL_COLORS,
  TUTORIAL_LEVEL_LABELS,
  type TutorialContent,
} from '@sniperads/contract';
import { IconArrowRight, IconListNumbers } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { viewsLabel } from './tutorial-card';

/** A text guide: its numbered steps and a button to the page of the app where they are done. */
export function GuideCard({ item, onOpen }: { item: TutorialContent; onOpen: () => void }) {
  const router = useRouter();
  const href = router.buildLocation({ to: item.external_url }).href;
  return (
    <Card withBorder p="md" data-testid="tutorial-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconListNumbers size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fw={700}>{item.title}</Text>
          </Group>
          <Badge
            variant="light"
            color={TUTORIAL_LEVEL_COLORS[item.difficulty_level]}
            style={{ flexShrink: 0 }}
          >
            {TUTORIAL_LEVEL_LABELS[item.difficulty_level]}
          </Badge>
        </Group>
        <List type="ordered" size="sm" spacing={4}>
          {guideSteps(item.description).map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed" mt="auto">
          {viewsLabel(item.views_count)}
        </Text>
        <Button
          component="a"
          href={href}
          variant="light"
          rightSection={<IconArrowRight size={16} />}
          onClick={(event) => {
            // An in-app page: the router moves there without reloading the app.
            event.preventDefault();
            onOpen();
            void router.navigate({ href });
          }}
        >
          Abrir a página
        </Button>
      </Stack>
    </Card>
  );
}
