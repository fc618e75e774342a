import { Badge, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PLAN_CATALOGUE, type PlanId, type PlanUsage, upgradeMessage } from '@sniperads/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { formatDate } from '@/lib/format';
import { usePlanUsage } from '@/lib/plan-usage';
import { usePublicConfig } from '@/lib/public-config';
import { PlanAction, SupportCard } from './plan-actions';

const isLimitation = (feature: string) => feature.startsWith('Sem ');

/** 'Você está no plano Pro (teste grátis até 27/11/2026).' */
const currentPlanText = (usage: PlanUsage) => {
  const name = PLAN_CATALOGUE.find((p) => p.id === usage.effective_plan)?.name ?? usage.effective_plan;
  if (usage.plan_source === 'trial' && usage.trial_ends_at)
    return `Você está no plano ${name} durante o teste grátis, até ${formatDate(usage.trial_ends_at)}. Depois dele, a conta volta ao Free.`;
  return `Você está no plano ${name}.`;
};

export function PlansTab() {
  const usage = usePlanUsage();
  const config = usePublicConfig().data;
  if (usage.isError)
    return (
      <LoadErrorAlert
        title="Falha ao carregar o seu plano"
        error={usage.error}
        fallback="Tente novamente em instantes."
        onRetry={() => usage.refetch()}
      />
    );
  const current: PlanId | undefined = usage.data?.effective_plan;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          Escolha o plano ideal
        </Title>
        {usage.data ? (
          <Text c="dimmed" data-testid="current-plan">
            {currentPlanText(usage.data)} Valores mensais.
          </Text>
        ) : (
          <Skeleton h={20} w={320} />
        )}
      </div>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLAN_CATALOGUE.map((plan) => {
          const isCurrent = plan.id === current;
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
                {isCurrent ? (
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
                  {plan.priceBRL === 0 ? 'R$ 0' : `R$ ${plan.priceBRL}`}
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
              {current && plan.id !== 'free' && !isCurrent && (
                <PlanAction plan={plan.id} current={current} config={config} />
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      {current && (
        <SupportCard
          message={upgradeMessage(current === 'free' ? 'pro' : current, current)}
          config={config}
        />
      )}
    </Stack>
  );
}
