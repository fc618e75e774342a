import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

interface PlanLimitAlertProps {
  /** The limit and the way up, as the API words it (PLAN_LIMIT_MESSAGES). */
  message: string;
  title?: string;
}

/** What the plan does not allow, with the way to the plans tab. */
export function PlanLimitAlert({ message, title = 'Limite do plano Free' }: PlanLimitAlertProps) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLock size={18} />}
      title={title}
      data-testid="plan-limit"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="filled"
          renderRoot={(props) => <Link to="/perfil" search={{ tab: 'planos' }} {...props} />}
        >
          Ver planos
        </Button>
      </Group>
    </Alert>
  );
}
