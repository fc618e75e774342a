import { Stack, Tabs } from '@mantine/core';
import { IconBell, IconCreditCard, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import type { ProfileTab } from '../model/profile-tabs';
import { PlansTab } from './plans-tab';
import { ProfileTab as ProfileTabPanel } from './profile-tab';

interface ProfilePageProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** The 'Notificações' tab's content (the notifications feature's, composed by the route). */
  notifications: ReactNode;
}

export function ProfilePage({ tab, onTabChange, notifications }: ProfilePageProps) {
  return (
    <Stack gap="lg">
      <PageHeader title="Meu Perfil" description="Seus dados, sua senha, suas notificações e o seu plano." />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'perfil' || value === 'notificacoes' || value === 'planos') onTabChange(value);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="perfil" leftSection={<IconUser size={16} />}>
            Perfil
          </Tabs.Tab>
          <Tabs.Tab value="notificacoes" leftSection={<IconBell size={16} />}>
            Notificações
          </Tabs.Tab>
          <Tabs.Tab value="planos" leftSection={<IconCreditCard size={16} />}>
            Planos
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="perfil">
          <ProfileTabPanel />
        </Tabs.Panel>
        <Tabs.Panel value="notificacoes">{notifications}</Tabs.Panel>
        <Tabs.Panel value="planos">
          <PlansTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
