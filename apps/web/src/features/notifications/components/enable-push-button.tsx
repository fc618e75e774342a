import { Button, type ButtonProps, Text } from '@mantine/core';
import { NOTIFICATION_MESSAGES } from '@sniperads/contract/notifications';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError, toastSuccess } from '@/lib/toast';
import { fetchPushKey, useSubscribePush } from '../api/notifications';
import { browserPushSupport, PushSetupError, subscribeThisBrowser } from '../model/browser-push';

interface EnablePushButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  label?: string;
  onEnabled?: () => void;
}

/**
 * 'Ativar neste dispositivo': asks the browser's permission, subscribes it to push with the
 * server's VAPID key and registers it for the account (which turns the account's push on).
 * Shared by /perfil and the radar. On an iPhone outside the installed app it says how instead.
 */
export function EnablePushButton({
  label = 'Ativar neste dispositivo',
  onEnabled,
  ...props
}: EnablePushButtonProps) {
  const [busy, setBusy] = useState(false);
  const subscribe = useSubscribePush({
    title: 'Notificações',
    fallback: 'Não foi possível ativar as notificações',
  });
  const support = browserPushSupport();

  if (support !== 'supported') {
    return (
      <Text size="sm" c="dimmed" data-testid="push-unsupported">
        {support === 'ios-install'
          ? NOTIFICATION_MESSAGES.iosHint
          : 'Este navegador não recebe notificações push. Use o Chrome, Edge ou Firefox, ou o app instalado.'}
      </Text>
    );
  }

  const enable = async () => {
    setBusy(true);
    try {
      const body = await subscribeThisBrowser(await fetchPushKey());
      await subscribe.mutateAsync(body);
      toastSuccess(NOTIFICATION_MESSAGES.subscribed);
      onEnabled?.();
    } catch (error) {
      if (error instanceof PushSetupError) toastError(error.message, 'Notificações');
      else if (!subscribe.isError)
        toastError('Não foi possível ativar as notificações neste navegador.', 'Notificações');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      leftSection={<IconBellRinging size={16} />}
      loading={busy}
      onClick={() => void enable()}
      {...props}
    >
      {label}
    </Button>
  );
}
