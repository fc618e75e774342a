import { Badge, Tooltip } from '@mantine/core';

export function TakenDownBadge() {
  return (
    <Tooltip label="A Meta tirou este anúncio do ar por violar as políticas de anúncios">
      <Badge color="red" variant="filled">
        Removido pela Meta
      </Badge>
    </Tooltip>
  );
}
