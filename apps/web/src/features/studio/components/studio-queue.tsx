import { Box, Card, Stack, Text, UnstyledButton } from '@mantine/core';
import { creativeAdvertiser, type StudioItem } from '@sniperads/contract';
import { CreativeLine } from '@/components/creative/creative-line';

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
      {/* Native vertical scrolling: Mantine's ScrollArea sizes its content to the longest title,
          which made the queue scroll sideways on phones instead of cutting the titles. */}
      <Box mah={620} p={3} style={{ overflowY: 'auto', overflowX: 'hidden' }}>
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
                <CreativeLine
                  creative={item}
                  detail={creativeAdvertiser(item)}
                  thumb={{ width: 64, height: 48 }}
                />
              </UnstyledButton>
            );
          })}
        </Stack>
      </Box>
    </Card>
  );
}
