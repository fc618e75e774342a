import { Badge, Button, Group, Paper, Progress, Text } from '@mantine/core';
import { type SessionUser, type TrialColor, trialBannerState } from '@sniperads/contract';
import { IconAlarm, IconCrown, IconHourglassHigh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useNow } from '@/lib/use-now';
import classes from './trial-banner.module.css';

type TrialUser = Pick<SessionUser, 'is_trial' | 'trial_started_at' | 'trial_ends_at'>;

const COLOR: Record<TrialColor, string> = { green: 'teal', yellow: 'yellow', red: 'red' };

/**
 * Trial progress for `is_trial` users: day N of T, phase, last-day countdown, UPGRADE (docs/product-rules.md).
 * On a phone it is one short row (no phase badge, a smaller button), so the page starts in the first screen.
 */
export function TrialBanner({ user, now: fixedNow }: { user: TrialUser; now?: Date }) {
  const tickingNow = useNow(60_000);
  if (!user.is_trial) return null;
  const state = trialBannerState(user.trial_started_at, user.trial_ends_at, fixedNow ?? tickingNow);
  const color = state.expired ? 'red' : COLOR[state.color];

  return (
    <Paper
      withBorder
      radius="md"
      px={{ base: 'sm', sm: 'md' }}
      py={{ base: 6, sm: 'sm' }}
      data-testid="trial-banner"
      data-color={state.expired ? 'expired' : state.color}
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderColor: `var(--mantine-color-${color}-outline)` }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 auto', minWidth: 0 }}>
          {state.isLastDay || state.expired ? (
            <IconAlarm size={22} color={`var(--mantine-color-${color}-filled)`} aria-hidden />
          ) : (
            <IconHourglassHigh size={22} color={`var(--mantine-color-${color}-filled)`} aria-hidden />
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            <Group gap={8} wrap="wrap">
              {state.expired ? (
                <Text fw={700} fz={{ base: 'sm', sm: 'md' }}>
                  Seu teste grátis terminou
                </Text>
              ) : (
                <>
                  <Text fw={700} fz={{ base: 'sm', sm: 'md' }}>
                    Teste grátis · Dia {state.day} de {state.totalDays}
                  </Text>
                  <Badge color={color} variant="filled" size="sm" tt="none" visibleFrom="sm">
                    {state.phase}
                  </Badge>
                </>
              )}
              {state.isLastDay && (
                <Text fw={700} c={`${color}.8`}>
                  Último dia! Termina em {state.countdown}
                </Text>
              )}
            </Group>
            {state.expired ? (
              <Text size="sm" c="dimmed" className={classes.hint}>
                Escolha um plano para continuar usando todos os recursos do SniperAds.
              </Text>
            ) : (
              <Progress
                value={state.progress}
                color={color}
                size="sm"
                radius="xl"
                mt={{ base: 4, sm: 6 }}
                aria-label={`Progresso do teste grátis: dia ${state.day} de ${state.totalDays}`}
              />
            )}
          </div>
        </Group>
        <Button
          renderRoot={(props) => <Link to="/perfil" search={{ tab: 'planos' }} {...props} />}
          color={state.expired || state.isLastDay ? 'red' : 'sniper'}
          leftSection={<IconCrown size={16} />}
          size="sm"
          className={classes.upgrade}
        >
          UPGRADE
        </Button>
      </Group>
    </Paper>
  );
}
