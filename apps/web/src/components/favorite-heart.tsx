import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { HoverHint } from './hover-hint';

/** The heart that saves an ad to (or removes it from) the user's favorites. */
export function FavoriteHeart({
  favorited,
  pending,
  onToggle,
}: {
  favorited: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  const label = favorited ? 'Remover dos favoritos' : 'Adicionar aos favoritos';
  return (
    <HoverHint label={label}>
      <ActionIcon
        variant={favorited ? 'filled' : 'light'}
        color="red"
        size={36}
        aria-label={label}
        aria-pressed={favorited}
        loading={pending}
        onClick={onToggle}
      >
        {favorited ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      </ActionIcon>
    </HoverHint>
  );
}
