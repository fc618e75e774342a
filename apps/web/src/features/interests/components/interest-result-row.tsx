import { ActionIcon, Badge, Checkbox, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  AUDIENCE_SCOPE_HINT,
  AUDIENCE_SCOPE_LABEL,
  DEMO_AUDIENCE_LABEL,
  type Interest,
} from '@sniperads/contract';
import {
  IconCheck,
  IconCopy,
  IconEyeOff,
  IconPlaylistAdd,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { formatAudienceRange } from '@/lib/format';

interface InterestResultRowProps {
  interest: Interest;
  selected: boolean;
  onToggle: () => void;
  favorite: boolean;
  onFavorite: () => void;
  tracked: boolean;
  onTrack: () => void;
  busy: boolean;
}

export function InterestResultRow(props: InterestResultRowProps) {
  const { interest, selected, favorite, tracked, busy } = props;
  // The last path element is the interest itself; the breadcrumb shows where it lives.
  const trail = interest.path.at(-1) === interest.name ? interest.path.slice(0, -1) : interest.path;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="interest-result"
      bg={selected ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          mt={3}
          checked={selected}
          onChange={props.onToggle}
          aria-label={`Selecionar ${interest.name}`}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{interest.name}</Text>
            {interest.hidden && (
              <Badge color="grape" variant="light" size="sm" tt="none" leftSection={<IconEyeOff size={12} />}>
                Oculto
              </Badge>
            )}
            <Badge color="gray" variant="outline" size="sm" tt="none">
              {interest.category}
            </Badge>
          </Group>
          <Text size="sm" fw={700} title={`Tamanho do público. ${AUDIENCE_SCOPE_HINT}`}>
            {formatAudienceRange(interest.audience_size_lower, interest.audience_size_upper)}{' '}
            <Text span size="xs" c="dimmed" fw={400} data-testid="audience-scope">
              pessoas · {AUDIENCE_SCOPE_LABEL[interest.audience_scope]}
              {interest.origin === 'demo' ? ` · ${DEMO_AUDIENCE_LABEL}` : ''}
            </Text>
          </Text>
          {trail.length > 0 && (
            <Text size="xs" c="dimmed" lineClamp={1} aria-label="Caminho do interesse">
              {trail.join(' › ')}
            </Text>
          )}
          {interest.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {interest.description}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <CopyButton value={interest.name} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copiado!' : 'Copiar nome'}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={`Copiar ${interest.name}`}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
          <Tooltip label={favorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}>
            <ActionIcon
              variant="subtle"
              color="yellow"
              onClick={props.onFavorite}
              disabled={busy}
              aria-pressed={favorite}
              aria-label={favorite ? `Remover ${interest.name} dos favoritos` : `Favoritar ${interest.name}`}
            >
              {favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={tracked ? 'Já está na sua lista' : 'Acompanhar CPM'}>
            <ActionIcon
              variant="subtle"
              color="blue"
              onClick={props.onTrack}
              disabled={busy || tracked}
              aria-label={`Acompanhar ${interest.name}`}
            >
              {tracked ? <IconCheck size={18} /> : <IconPlaylistAdd size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
