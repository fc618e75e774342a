import { Card, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { creativeAdvertiser, creativeTitle, type StudioItem } from '@sniperads/contract';
import { CreativeMedia } from '@/components/creative/creative-media';

/** 'Meus criativos': the queue, at most 620 px tall. */
export function StudioQueue({
  items,
  selectedId,
  onSelect,
}: {
  items: StudioItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <Card withBorder p="md">
      <Text fw={700} mb="sm">
        Meus criativos
      </Text>
      <ScrollArea.Autosize mah={620} type="auto">
        <Stack gap="xs">
          {items.map((item) => {
            const active = item.studio_item_id === selectedId;
            return (
              <UnstyledButton
                key={item.studio_item_id}
                onClick={() => onSelect(item.studio_item_id)}
                aria-pressed={active}
                p={6}
                style={{
                  borderRadius: 8,
                  border: `1px solid ${active ? 'var(--mantine-color-grape-5)' : 'var(--mantine-color-default-border)'}`,
                  background: active ? 'var(--mantine-color-grape-light)' : undefined,
                }}
              >
                <Group wrap="nowrap" gap="sm">
                  <div style={{ width: 64, flexShrink: 0, borderRadius: 6, overflow: 'hidden' }}>
                    <CreativeMedia creative={item} alt="" height={48} />
                  </div>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate="end">
                      {creativeTitle(item)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {creativeAdvertiser(item)}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Card>
  );
}
