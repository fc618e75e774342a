import { Tooltip, type TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type Ref,
  useCallback,
  useRef,
  useState,
} from 'react';

type HoverTarget = ReactElement<{
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}>;

/**
 * Mantine's Tooltip, shown on hover as Mantine's is by default, but mounted on the first hover
 * instead of with the screen: each Tooltip sets up a floating element and a portal when mounted,
 * which made a page of cards noticeably slower to draw. The hovered element is drawn again when
 * the tooltip arrives; if it had the focus, it keeps it.
 */
export function HoverHint({
  children,
  ...props
}: Omit<TooltipProps, 'children' | 'opened'> & { children: HoverTarget }) {
  const [armed, setArmed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const refocus = useRef(false);
  const keepFocus = useCallback((node: HTMLElement | null) => {
    if (node && refocus.current) {
      refocus.current = false;
      node.focus();
    }
  }, []);
  const target = cloneElement(children, {
    onMouseEnter: (event) => {
      if (!armed) refocus.current = event.currentTarget.contains(document.activeElement);
      setArmed(true);
      setHovered(true);
    },
    onMouseLeave: () => setHovered(false),
    ref: keepFocus,
  });
  if (!armed) return target;
  return (
    <Tooltip {...props} opened={hovered}>
      {target}
    </Tooltip>
  );
}
