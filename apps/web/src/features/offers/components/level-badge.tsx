import { Badge } from '@mantine/core';
import { type EscalationLevel, LEVEL_LABEL } from '@sniperads/contract';
import { IconDiamond, IconMedal } from '@tabler/icons-react';

const COLOR: Record<EscalationLevel, string> = {
  bronze: 'orange.8',
  prata: 'gray.6',
  ouro: 'yellow.6',
  diamante: 'cyan.6',
};

export function LevelBadge({ level }: { level: EscalationLevel | null }) {
  if (!level)
    return (
      <Badge color="gray" variant="outline">
        Sem escala
      </Badge>
    );
  const Icon = level === 'diamante' ? IconDiamond : IconMedal;
  return (
    <Badge color={COLOR[level]} variant="filled" leftSection={<Icon size={12} />}>
      {LEVEL_LABEL[level]}
    </Badge>
  );
}
