import { Alert, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { MEDIA_QUOTA_MESSAGES, PLAN_NAMES, type PlanUsage } from '@sniperads/contract';
import { IconDatabase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { mediaAllowance, planUsageQueryOptions } from '@/lib/plan-usage';

/** '12,5 MB de 100 MB usados' with a bar; at the quota, what happens to new favorites' media. */
export function MediaStorageMeter({
  usage,
}: {
  usage: Pick<PlanUsage, 'limits' | 'usage' | 'effective_plan'>;
}) {
  const allowance = mediaAllowance(usage);
  const percent = allowance.percent;
  return (
    <Card withBorder padding="lg" data-testid="media-storage">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconDatabase size={18} aria-hidden />
            <Title order={3} size="h5">
              Armazenamento de mídia
            </Title>
          </Group>
          <Text size="xs" c="dimmed">
            Plano {PLAN_NAMES[usage.effective_plan]}
          </Text>
        </Group>
        <Text size="sm" fw={600}>
          {allowance.text}
        </Text>
        {percent !== null && (
          <Progress
            value={percent}
            color={allowance.full ? 'red' : percent >= 80 ? 'yellow' : 'teal'}
            aria-label={allowance.text}
          />
        )}
        <Text size="xs" c="dimmed">
          Cópias das imagens e vídeos dos seus favoritos, guardadas no SniperAds.
        </Text>
        {allowance.full && (
          <Alert color="yellow" variant="light">
            {MEDIA_QUOTA_MESSAGES.full(usage.effective_plan)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The account's media quota on /perfil; nothing until the plan's answer arrives. Read again each
 * time the screen opens: creatives are archived in the background after a save.
 */
export function MediaStorage() {
  const usage = useQuery({ ...planUsageQueryOptions(), refetchOnMount: 'always' }).data;
  if (!usage) return null;
  return <MediaStorageMeter usage={usage} />;
}
