import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Plan } from '@sniperads/contract';
import { IconBrandWhatsapp, IconCheck, IconX } from '@tabler/icons-react';
import { ExternalButton } from '@/components/external-button';
import { formatBRL } from '@/lib/format';
import { useSupportWhatsappUrl } from '@/lib/whatsapp';
import { PLANS } from './plans';

const isLimitation = (feature: string) => feature.startsWith('Sem ');

export function PlansTab({ currentPlan }: { currentPlan: Plan }) {
  const supportUrl = useSupportWhatsappUrl('Olá! Gostaria de saber mais sobre os planos do SniperAds.');
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          Escolha o plano ideal
        </Title>
        <Text c="dimmed">Valores mensais. Fale com o suporte para contratar ou mudar de plano.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLANS.map((plan) => {
          const current = plan.id === currentPlan;
          return (
            <Card
              key={plan.id}
              p="xl"
              data-testid={`plan-${plan.id}`}
              style={
                plan.highlighted
                  ? { borderColor: 'var(--mantine-color-sniper-5)', borderWidth: 2 }
                  : undefined
              }
            >
              <Group justify="space-between" mb="xs">
                <Title order={3} fz="xl">
                  {plan.name}
                </Title>
                {current ? (
                  <Badge color="teal" variant="filled">
                    Plano atual
                  </Badge>
                ) : (
                  plan.highlighted && <Badge variant="light">Mais popular</Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" mb="md">
                {plan.tagline}
              </Text>
              <Group gap={6} align="baseline" mb="lg">
                <Text fz={34} fw={800} lh={1}>
                  {formatBRL(plan.priceBRL)}
                </Text>
                <Text c="dimmed">/mês</Text>
              </Group>
              <List spacing="xs" size="sm" mb="xl">
                {plan.features.map((feature) => {
                  const limited = isLimitation(feature);
                  return (
                    <List.Item
                      key={feature}
                      icon={
                        <ThemeIcon size={20} radius="xl" color={limited ? 'gray' : 'teal'} variant="light">
                          {limited ? <IconX size={12} /> : <IconCheck size={12} />}
                        </ThemeIcon>
                      }
                    >
                      {feature}
                    </List.Item>
                  );
                })}
              </List>
            </Card>
          );
        })}
      </SimpleGrid>
      <Card p="lg">
        <Group justify="space-between" wrap="wrap" gap="md">
          <div>
            <Text fw={700}>Quer mudar de plano ou tirar dúvidas?</Text>
            <Text size="sm" c="dimmed">
              Nossa equipe atende pelo WhatsApp.
            </Text>
          </div>
          <ExternalButton href={supportUrl} color="#25d366" leftSection={<IconBrandWhatsapp size={18} />}>
            Falar com Suporte
          </ExternalButton>
        </Group>
      </Card>
    </Stack>
  );
}
