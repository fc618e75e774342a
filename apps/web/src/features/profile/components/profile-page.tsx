import { Stack, Tabs } from '@mantine/core';
import { IconCreditCard, IconUser } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import type { ProfileTab } from '../model/profile-tabs';
import { PlansTab } from './plans-tab';
import { ProfileTab as ProfileTabPanel } from './profile-tab';

interface ProfilePageProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}

export function ProfilePage({ tab, onTabChange }: ProfilePageProps) {
  return (
    <Stack gap="lg">
      <PageHeader title="Meu Perfil" description="Seus dados, sua senha e o seu plano." />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'perfil' || value === 'planos') onTabChange(value);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="perfil" leftSection={<IconUser size={16} />}>
            Perfil
          </Tabs.Tab>
          <Tabs.Tab value="planos" leftSection={<IconCreditCard size={16} />}>
            Planos
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="perfil">
          <ProfileTabPanel />
        </Tabs.Panel>
        <Tabs.Panel value="planos">
          <PlansTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
