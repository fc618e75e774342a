import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconHelpCircle, IconRefresh, IconTrash } from '@tabler/icons-react';
import { promptInstall } from '@/lib/pwa/install-events';
import { CACHE_CLEAR_RELOAD_MS, checkForUpdates, clearAppCaches } from '@/lib/pwa/service-worker';
import { InstallInstructionsModal } from './install-instructions-modal';
import { useInstallState } from './use-install';

const ok = (title: string, message: string) => notifications.show({ color: 'teal', title, message });
const fail = (title: string, message: string) => notifications.show({ color: 'red', title, message });

/** Top-bar menu: install, check for updates, clear cache, manual install instructions. */
export function InstallButton() {
  const { installed } = useInstallState();
  const [helpOpened, help] = useDisclosure(false);

  const install = async () => {
    try {
      const outcome = await promptInstall();
      if (outcome === 'accepted') ok('App Instalado', 'O SniperAds foi adicionado ao seu dispositivo.');
      else if (outcome === 'dismissed')
        fail('Instalação Cancelada', 'Você pode instalar o app quando quiser.');
      else help.open();
    } catch {
      fail('Erro na Instalação', 'Não foi possível instalar o app. Tente pelas instruções manuais.');
    }
  };

  const checkUpdates = async () => {
    try {
      const found = await checkForUpdates();
      if (found)
        ok('Atualização Disponível', 'Uma nova versão foi encontrada e será oferecida em instantes.');
      else ok('App Atualizado', 'Você já está usando a versão mais recente.');
    } catch {
      fail('Erro ao Verificar Atualizações', 'Não foi possível verificar atualizações agora.');
    }
  };

  const clearCache = async () => {
    try {
      await clearAppCaches();
      ok('Cache Limpo', 'A página será recarregada.');
      setTimeout(() => window.location.reload(), CACHE_CLEAR_RELOAD_MS);
    } catch {
      fail('Erro ao Limpar Cache', 'Não foi possível limpar o cache do app.');
    }
  };

  return (
    <>
      <Menu width={250} position="bottom-end" shadow="md">
        <Menu.Target>
          <ActionIcon variant="light" size="lg" aria-label="Instalar app e opções" title="Instalar app">
            <IconDownload size={20} />
          </ActionIcon>
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
