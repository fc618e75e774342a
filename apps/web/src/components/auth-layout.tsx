import { Box, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconBookmarks, IconTarget } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import classes from './auth-layout.module.css';
import { Logo } from './logo';

const HIGHLIGHTS = [
  { icon: IconTarget, text: 'Encontre criativos que estão vendendo agora' },
  { icon: IconBookmarks, text: 'Salve favoritos e organize suas referências' },
  { icon: IconBolt, text: 'Interesses ocultos para baixar seu CPM' },
];

/** Public screens (login, sign-up, password recovery): brand panel + form card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · SniperAds`;
  }, [title]);

  return (
    <div className={classes.root}>
      <aside className={classes.brand} aria-hidden="true">
        <div className={classes.rings} />
        <Logo size={36} color="white" />
        <Stack gap="lg" maw={460}>
          <Title order={2} fz={40} lh={1.1} c="white">
            Mire nos anúncios que{' '}
            <span style={{ color: 'var(--mantine-color-sniper-5)' }}>realmente vendem</span>.
          </Title>
          <Stack gap="sm">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <Box key={text} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <ThemeIcon
                  size={34}
                  radius="md"
                  variant="transparent"
                  bg="rgba(255, 91, 33, 0.16)"
                  c="sniper.4"
                >
                  <Icon size={18} />
                </ThemeIcon>
                <Text c="ink.1">{text}</Text>
              </Box>
            ))}
          </Stack>
        </Stack>
        <Text size="sm" c="ink.3">
          Inteligência de anúncios para quem vive de tráfego pago.
        </Text>
      </aside>

      <main className={classes.formSide}>
        <Stack w="100%" maw={440} gap="lg">
          <Box hiddenFrom="md" mx="auto">
            <Logo size={34} />
          </Box>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
            <Stack gap={4} mb="lg">
              <Title order={1} fz={26}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </main>
    </div>
  );
}
