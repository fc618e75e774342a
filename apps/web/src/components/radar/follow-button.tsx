import { Button } from '@mantine/core';
import type { FollowKind, SearchRule } from '@sniperads/contract/rules/radar';
import { IconRadar, IconRadarOff } from '@tabler/icons-react';
import { followKeyOf, useFollow, useFollowOf, useUnfollow } from '@/lib/radar-follows';

/** Beside a line of text that wraps, the button keeps its whole label. */
const NO_SHRINK = { flexShrink: 0 } as const;

/**
 * 'Seguir' / 'Deixar de seguir' on the radar, for an offer (its domain), an advertiser (its page
 * id) or a search (Mineração's term and filters). Shared by the offer, advertiser and Mineração
 * screens; the Radar screen lists what it follows.
 */
export function FollowButton({
  kind,
  target = '',
  search,
  disabled,
  size = 'sm',
}: {
  kind: FollowKind;
  target?: string;
  search?: SearchRule;
  disabled?: boolean;
  /** 'xs' beside a line of text (Mineração's results summary). */
  size?: 'xs' | 'sm';
}) {
  const current = useFollowOf(kind, followKeyOf(kind, target, search));
  const follow = useFollow();
  const unfollow = useUnfollow();
  const busy = follow.isPending || unfollow.isPending;
  if (current)
    return (
      <Button
        variant="light"
        size={size}
        style={NO_SHRINK}
        leftSection={<IconRadarOff size={16} />}
        loading={busy}
        onClick={() => unfollow.mutate(current.id)}
      >
        Deixar de seguir
      </Button>
    );
  return (
    <Button
      variant="default"
      size={size}
      style={NO_SHRINK}
      leftSection={<IconRadar size={16} />}
      loading={busy || current === undefined}
      disabled={disabled}
      onClick={() => follow.mutate(kind === 'search' ? { kind, search: search ?? {} } : { kind, target })}
    >
      Seguir
    </Button>
  );
}
