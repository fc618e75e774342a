import type { AdminUser } from '@sniperads/contract';
import {
  IconBell,
  IconBellRinging,
  IconCheck,
  IconCopy,
  IconDeviceMobile,
  IconMail,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { HoverHint } from '@/components/hover-hint';
import { formatDate } from '@/lib/format';
import { toastError, toastSuccess } from '@/lib/toast';
import classes from './user-row.module.css';

// The cells are plain elements styled by user-row.module.css, not Mantine components: the table
// draws 15 rows of them before its first row can show (see the module's header).

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** How long the copy button shows its tick. */
const COPIED_MS = 2000;

function CopyEmailButton({ email }: { email: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      // Mantine's focus ring, as on its own buttons.
      className={cx(classes.iconButton, 'mantine-focus-auto')}
      data-copied={copied || undefined}
      aria-label="Copiar email"
      onClick={(event) => {
        event.stopPropagation();
        navigator.clipboard.writeText(email).then(
          () => {
            setCopied(true);
            toastSuccess(email, 'Email copiado!');
          },
          () => toastError('', 'Erro ao copiar email. Tente novamente.'),
        );
      }}
    >
      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
    </button>
  );
}

export function EmailCell({ user }: { user: AdminUser }) {
  return (
    <div className={classes.stack}>
      <div className={classes.line}>
        <span className={cx(classes.sm, classes.email)}>{user.email}</span>
        <CopyEmailButton email={user.email} />
      </div>
      <span className={cx(classes.xs, classes.dimmed)}>
        Última atividade: {user.activity.last_activity_human}
      </span>
      <span className={cx(classes.xs, classes.dimmed)}>
        Membro desde {formatDate(user.timestamps.created_at)} ({user.activity.member_since_human})
      </span>
    </div>
  );
}

export function StatsCell({ user }: { user: AdminUser }) {
  const s = user.stats;
  return (
    <div className={cx(classes.stack, classes.tight, classes.nowrap)}>
      <span className={classes.xs}>
        Favoritos {s.total_favorites} · Pastas {s.total_folders}
      </span>
      <span className={classes.xs}>
        Interesses {s.total_favorite_interests} · Anúncios {s.total_ads_saved}
      </span>
    </div>
  );
}

const flagText = (label: string, on: boolean) => `${label}: ${on ? 'ativado' : 'desativado'}`;

const Flag = ({ on, label, icon }: { on: boolean; label: string; icon: ReactNode }) => (
  <span className={classes.flag} data-on={on || undefined} role="img" aria-label={flagText(label, on)}>
    {icon}
  </span>
);

/**
 * One tooltip for the four flags, not one each, mounted on the first hover: every Mantine tooltip
 * measures its target when it mounts, and 60 of them on a 15-row page held its first paint back
 * by hundreds of milliseconds.
 */
/** 'Push configurado (2 dispositivos)': devices registered in push_subscriptions. */
export const pushConfigured = (devices: number) =>
  devices > 0
    ? `Push configurado (${devices} ${devices === 1 ? 'dispositivo' : 'dispositivos'})`
    : 'Push configurado';

export function NotificationsCell({ user }: { user: AdminUser }) {
  const flags = [
    { on: user.notifications.enabled, label: 'Notificações', icon: <IconBell size={14} /> },
    { on: user.notifications.email_enabled, label: 'Email', icon: <IconMail size={14} /> },
    { on: user.notifications.push_enabled, label: 'Push', icon: <IconDeviceMobile size={14} /> },
    {
      on: user.push_devices > 0,
      label: pushConfigured(user.push_devices),
      icon: <IconBellRinging size={14} />,
    },
  ];
  return (
    <HoverHint label={flags.map((f) => flagText(f.label, f.on)).join(' · ')} multiline w={260}>
      <div className={cx(classes.line, classes.nowrap)}>
        {flags.map((f) => (
          <Flag key={f.label} {...f} />
        ))}
      </div>
    </HoverHint>
  );
}

export function TrialDatesCell({ user }: { user: AdminUser }) {
  if (!user.trial_started_at && !user.trial_ends_at) return null;
  return (
    <span className={cx(classes.xs, classes.dimmed, classes.below)}>
      {formatDate(user.trial_started_at)} → {formatDate(user.trial_ends_at)}
    </span>
  );
}

export { classes as rowClasses, cx };
