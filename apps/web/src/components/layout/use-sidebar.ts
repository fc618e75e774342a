import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { loadSidebarExpanded, saveSidebarExpanded } from '@/lib/sidebar-cookie';

/** Below this width (768 px) the sidebar is an overlay drawer (docs/product-rules.md, Constants and limits). */
export const MOBILE_QUERY = '(max-width: 47.99em)';

/**
 * Sidebar state: expanded/collapsed on desktop (kept in the `sidebar_state` cookie for 7 days),
 * open/closed drawer on mobile. Ctrl/Cmd+B toggles whichever applies.
 */
export const useSidebar = () => {
  const [expanded, setExpanded] = useState(() => loadSidebarExpanded());
  const [mobileOpened, mobile] = useDisclosure(false);
  // Read on the first render (no SSR here): the layout is drawn once for the right screen size
  // instead of desktop first and again for a phone.
  const isMobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;

  const setAndSave = useCallback((next: boolean) => {
    setExpanded(next);
    saveSidebarExpanded(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) mobile.toggle();
    else setAndSave(!expanded);
  }, [isMobile, mobile, expanded, setAndSave]);

  useHotkeys([['mod+b', toggle]]);

  return { expanded, isMobile, mobileOpened, closeMobile: mobile.close, toggle };
};
