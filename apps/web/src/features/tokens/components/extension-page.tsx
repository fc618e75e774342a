import { Stack, Tabs } from '@mantine/core';
import { IconBook, IconBrandChrome, IconKey } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { EXTENSION_TABS, type ExtensionTabName } from '../model/extension-tabs';
import { ExtensionTab } from './extension-tab';
import { TokensTab } from './tokens-tab';
import { TutorialTab } from './tutorial-tab';

interface Props {
  tab: ExtensionTabName;
  onTabChange: (tab: ExtensionTabName) => void;
}

export function ExtensionPage({ tab, onTabChange }: Props) {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Extensão do Chrome"
        description="Minere anúncios direto da Biblioteca de Anúncios e envie para o SniperAds."
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = EXTENSION_TABS.find((t) => t === value);
          if (next) onTabChange(next);
        }}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="extensao" leftSection={<IconBrandChrome size={16} />}>
            Extensão
          </Tabs.Tab>
          <Tabs.Tab value="tokens" leftSection={<IconKey size={16} />}>
            Tokens de API
          </Tabs.Tab>
          <Tabs.Tab value="tutorial" leftSection={<IconBook size={16} />}>
            Tutorial
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="extensao">
          <ExtensionTab onCreateToken={() => onTabChange('tokens')} />
        </Tabs.Panel>
        <Tabs.Panel value="tokens">
          <TokensTab />
        </Tabs.Panel>
        <Tabs.Panel value="tutorial">
          <TutorialTab onCreateToken={() => onTabChange('tokens')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
