import { Group, Text } from '@mantine/core';
import { creativeTitle, type Favorite } from '@sniperads/contract';
import type { ReactNode } from 'react';
import { CreativeMedia } from './creative-media';

interface CreativeLineProps {
  creative: Favorite;
  /** The dimmed line under the title. */
  detail: ReactNode;
  /** The thumbnail's size in px. */
  thumb: { width: number; height: number };
}

/** A creative in a list: its thumbnail, its title and one line of detail, both cut to one line. */
export function CreativeLine({ creative, detail, thumb }: CreativeLineProps) {
  return (
    <Group wrap="nowrap" gap="sm">
      <div style={{ width: thumb.width, flexShrink: 0, borderRadius: 6, overflow: 'hidden' }}>
        <CreativeMedia creative={creative} alt="" height={thumb.height} />
      </div>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end">
          {creativeTitle(creative)}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {detail}
        </Text>
      </div>
    </Group>
  );
}
