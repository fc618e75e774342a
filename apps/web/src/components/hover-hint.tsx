import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type Ref,
  Suspense,
  useRef,
  useState,
} from 'react';
import { lazyAfterLoad } from './after-load';

// The tooltip's code (Mantine's Tooltip and Floating UI, ~50 kB before compression) is not part of
// any first screen: it arrives once the page has settled, or with the first hover before that.
const Tooltip = lazyAfterLoad(() => import('./tooltip').then((m) => m.Tooltip));

type HoverTarget = ReactElement<{
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}>;

/**
 * Mantine's Tooltip, shown on hover as Mantine's is by default, but mounted on the first hover
 * instead of with the screen: each Tooltip sets up a floating element and a portal when mounted,
 * which made a page of cards noticeably slower to draw, and its code stays out of the first
 * download.
 *
 * The tooltip is mounted next to the hovered element and pointed at it (`target`), never wrapped
 * around it: wrapping it on the first hover replaced the element in the page, and a click whose
 * press landed before that re-render and whose release landed after it was lost (a heart tapped
 * on a card did nothing, seen under load in the browser suite).
 */
export function HoverHint({
  children,
  ...props
}: Omit<TooltipProps, 'children' | 'opened' | 'target'> & { children: HoverTarget }) {
  const [armed, setArmed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const node = useRef<HTMLElement | null>(null);
  const own = children.props;
  const target = cloneElement(children, {
    onMouseEnter: (event) => {
      own.onMouseEnter?.(event);
      setArmed(true);
      setHovered(true);
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      setHovered(false);
    },
    ref: node,
  });
  // The same tree before and after the first hover: the element is kept, not drawn again.
  return (
    <>
      {target}
      {armed && (
        <Suspense fallback={null}>
          <Tooltip {...props} target={node} opened={hovered} />
        </Suspense>
      )}
    </>
  );
}
