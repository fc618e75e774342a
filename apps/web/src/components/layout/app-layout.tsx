import { AppShell, Box, Stack } from '@mantine/core';
import type { SessionUser } from '@sniperads/contract';
import { useMatches } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useOnceTrue } from '@/lib/use-once-true';
import { lazyAfterLoad } from '../after-load';
import { TrialBanner } from '../trial-banner';
import { WhatsappButton } from '../whatsapp-button';
import classes from './app-layout.module.css';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebar } from './use-sidebar';

const usePageTitle = () =>
  useMatches({
    select: (matches) =>
      [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title ?? 'SniperAds',
  });

const MAIN_ID = 'conteudo';

// The phone's menu drawer (Mantine's Drawer and what a dialog needs) is not part of the first
// screen: it loads once the page has settled, so the first tap on the menu finds it ready.
const MobileNav = lazyAfterLoad(() => import('./mobile-nav').then((m) => m.MobileNav));

/** The signed-in shell: sidebar (collapsible, drawer on mobile), top bar, trial banner, help button. */
interface AppLayoutProps {
  user: SessionUser;
  adminArea: boolean;
  /** Replaces the route's title (e.g. 'Acesso Negado' on an admin page seen by a non-admin). */
  titleOverride?: string | undefined;
  children: ReactNode;
}

export function AppLayout({ user, adminArea, titleOverride, children }: AppLayoutProps) {
  const sidebar = useSidebar();
  const routeTitle = usePageTitle();
  const title = titleOverride ?? routeTitle;
  // The drawer mounts when first opened and stays (its closing animation, its focus return).
  const mobileNavMounted = useOnceTrue(sidebar.mobileOpened);

  useEffect(() => {
    document.title = title === 'SniperAds' ? title : `${title} · SniperAds`;
  }, [title]);

  return (
    <AppShell
      layout="alt"
      header={{ height: 60 }}
      navbar={{ width: sidebar.expanded ? '16rem' : '3rem', breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={0}
    >
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          // Focus moves without touching the URL (the router owns it).
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        Pular para o conteúdo
      </a>
      <AppShell.Header className={classes.header}>
        <TopBar expanded={sidebar.expanded} isMobile={sidebar.isMobile} onToggleSidebar={sidebar.toggle} />
      </AppShell.Header>

      {!sidebar.isMobile && (
        <AppShell.Navbar className={classes.navbar} aria-label="Menu lateral">
          <Sidebar user={user} collapsed={!sidebar.expanded} adminArea={adminArea} />
        </AppShell.Navbar>
      )}

      {mobileNavMounted && (
        <Suspense fallback={null}>
          <MobileNav
            user={user}
            adminArea={adminArea}
            opened={sidebar.isMobile && sidebar.mobileOpened}
            onClose={sidebar.closeMobile}
          />
        </Suspense>
      )}

      <AppShell.Main className={classes.main} id={MAIN_ID} tabIndex={-1}>
        {/* From tablets up the floating help button needs the room under the last row. */}
        <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto" pb={{ base: 'xl', sm: 96 }}>
          {user.is_trial && <TrialBanner user={user} />}
          <Box>{children}</Box>
        </Stack>
        <WhatsappButton placement="floating" />
      </AppShell.Main>
    </AppShell>
  );
}
