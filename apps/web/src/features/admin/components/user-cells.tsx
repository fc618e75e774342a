import { ActionIcon, CopyButton, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { AdminUser } from '@sniperads/contract';
import {
  IconBell,
  IconBrandFirebase,
  IconCheck,
  IconCopy,
  IconDeviceMobile,
  IconMail,
} from '@tabler/icons-react';
import { HoverHint } from '@/components/hover-hint';
import { formatDate } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/toast';

export function EmailCell({ user }: { user: AdminUser }) {
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        {/* Whole, wrapping if it must: a cut email cannot be read or checked. */}
        <Text size="sm" maw={240} style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <CopyButton value={user.email} timeout={2000}>
          {({ copied, copy }) => (
            <ActionIcon
              size="sm"
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              aria-label="Copiar email"
              onClick={(e) => {
                e.stopPropagation();
                try {
                  copy();
                  toastSuccess(user.email, 'Email copiado!');
                } catch {
                  toastError('', 'Erro ao copiar email. Tente novamente.');
                }
              }}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        Última atividade: {user.activity.last_activity_human}
      </Text>
      <Text size="xs" c="dimmed">
        Membro desde {formatDate(user.timestamps.created_at)} ({user.activity.member_since_human})
      </Text>
    </Stack>
  );
}

export function StatsCell({ user }: { user: AdminUser }) {
  const s = user.stats;
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <Text size="xs">
        Favoritos {s.total_favorites} · Pastas {s.total_folders}
      </Text>
      <Text size="xs">
        Interesses {s.total_favorite_interests} · Anúncios {s.total_ads_saved}
      </Text>
    </Stack>
  );
}

const Flag = ({ on, label, icon }: { on: boolean; label: string; icon: React.ReactNode }) => {
  const text = flagText(label, on);
  return (
    <ThemeIcon
      size="md"
      radius="xl"
      variant={on ? 'light' : 'default'}
      color={on ? 'teal' : 'gray'}
      aria-label={text}
      role="img"
    >
      {icon}
    </ThemeIcon>
  );
};

const flagText = (label: string, on: boolean) => `${label}: ${on ? 'ativado' : 'desativado'}`;

/**
 * One tooltip for the four flags, not one each, mounted on the first hover: every Mantine tooltip
 * measures its target when it mounts, and 60 of them on a 15-row page held its first paint back
 * by hundreds of milliseconds.
 */
export function NotificationsCell({ user }: { user: AdminUser }) {
  const flags = [
    { on: user.notifications.enabled, label: 'Notificações', icon: <IconBell size={14} /> },
    { on: user.notifications.email_enabled, label: 'Email', icon: <IconMail size={14} /> },
    { on: user.notifications.push_enabled, label: 'Push', icon: <IconDeviceMobile size={14} /> },
    { on: user.profile.has_firebase_token, label: 'Token Firebase', icon: <IconBrandFirebase size={14} /> },
  ];
  return (
    <HoverHint label={flags.map((f) => flagText(f.label, f.on)).join(' · ')} multiline w={260}>
      <Group gap={4} wrap="nowrap">
        {flags.map((f) => (
          <Flag key={f.label} {...f} />
        ))}
      </Group>
    </HoverHint>
  );
}

export function TrialDatesCell({ user }: { user: AdminUser }) {
  if (!user.trial_started_at && !user.trial_ends_at) return null;
  return (
    <Text size="xs" c="dimmed" mt={2}>
      {formatDate(user.trial_started_at)} → {formatDate(user.trial_ends_at)}
    </Text>
  );
}
