import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconHelpCircle, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { clearDeviceData } from '@/lib/offline-cache';
import { promptInstall } from '@/lib/pwa/install-events';
import { CACHE_CLEAR_RELOAD_MS, checkForUpdates, clearAppCaches } from '@/lib/pwa/service-worker';
import { toastError, toastSuccess } from '@/lib/toast';
import { InstallInstructionsModal } from './install-instructions-modal';
import { InstallTrigger } from './install-trigger';
import { toastInstalled, useInstallState } from './use-install';

interface InstallButtonProps {
  /** Opens at once: the user pressed the button before the menu had loaded (install-button-slot.tsx). */
  defaultOpened?: boolean;
  /** The button takes the focus its stand-in had. */
  autoFocus?: boolean;
}

/** Top-bar menu: install, check for updates, clear cache, manual install instructions. */
export function InstallButton({ defaultOpened = false, autoFocus = false }: InstallButtonProps) {
  const { installed } = useInstallState();
  const [helpOpened, help] = useDisclosure(false);
  const queryClient = useQueryClient();

  const install = async () => {
    try {
      const outcome = await promptInstall();
      if (outcome === 'accepted') toastInstalled();
      else if (outcome === 'dismissed')
        toastError('Você pode instalar o app quando quiser.', 'Instalação Cancelada');
      else help.open();
    } catch {
      toastError('Não foi possível instalar o app. Tente pelas instruções manuais.', 'Erro na Instalação');
    }
  };

  const checkUpdates = async () => {
    try {
      const found = await checkForUpdates();
      if (found)
        toastSuccess(
          'Uma nova versão foi encontrada e será oferecida em instantes.',
          'Atualização Disponível',
        );
      else toastSuccess('Você já está usando a versão mais recente.', 'App Atualizado');
    } catch {
      toastError('Não foi possível verificar atualizações agora.', 'Erro ao Verificar Atualizações');
    }
  };

  const clearCache = async () => {
    try {
      // The data this device keeps goes (fetched again after the reload); the app shell and the
      // session stay, so the app still opens offline.
      await clearAppCaches();
      await clearDeviceData(queryClient);
      toastSuccess('A página será recarregada.', 'Cache Limpo');
      setTimeout(() => window.location.reload(), CACHE_CLEAR_RELOAD_MS);
    } catch {
      toastError('Não foi possível limpar o cache do app.', 'Erro ao Limpar Cache');
    }
  };

  return (
    <>
      <Menu width={250} position="bottom-end" shadow="md" defaultOpened={defaultOpened}>
        <Menu.Target>
          <InstallTrigger autoFocus={autoFocus} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Aplicativo</Menu.Label>
          <Menu.Item
            leftSection={<IconDownload size={16} />}
            onClick={() => void install()}
            disabled={installed}
          >
            {installed ? 'App já instalado' : 'Instalar app'}
          </Menu.Item>
          <Menu.Item leftSection={<IconRefresh size={16} />} onClick={() => void checkUpdates()}>
            Verificar atualizações
          </Menu.Item>
          <Menu.Item leftSection={<IconTrash size={16} />} onClick={() => void clearCache()}>
            Limpar cache
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconHelpCircle size={16} />} onClick={help.open}>
            Como instalar manualmente
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <InstallInstructionsModal opened={helpOpened} onClose={help.close} />
    </>
  );
}
