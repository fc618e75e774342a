import { Badge } from '@mantine/core';
import { HoverHint } from '@/components/hover-hint';

export function TakenDownBadge() {
  return (
    <HoverHint label="A Meta tirou este anúncio do ar por violar as políticas de anúncios">
      <Badge color="red" variant="filled">
        Removido pela Meta
      </Badge>
    </HoverHint>
  );
}
