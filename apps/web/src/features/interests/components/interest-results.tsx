import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Interest, InterestSearchResult } from '@sniperads/contract';
import { IconInfoCircle, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { InterestResultRow } from './interest-result-row';
import type { useInterestActions } from './use-interest-actions';

/** Before anything is typed: what the search finds and why it matters. */
export function InterestSearchHint() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap={6}>
        <IconSearch size={32} color="var(--mantine-color-dimmed)" />
        <Text fw={600}>Descubra interesses que o Gerenciador de Anúncios não mostra</Text>
        <Text size="sm" c="dimmed" ta="center">
          Digite um tema do seu nicho. Mostramos o tamanho do público e marcamos como “Oculto” o que não
          aparece nas primeiras sugestões do Gerenciador — menos concorrência, CPM menor.
        </Text>
      </Stack>
    </Paper>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One search's answer: how many, from where, and each interest with its actions. */
export function InterestResults({
  result,
  onlyHidden,
  isSelected,
  onToggle,
  actions,
}: {
  result: InterestSearchResult;
  onlyHidden: boolean;
  isSelected: (interest: Interest) => boolean;
  onToggle: (interest: Interest) => void;
  actions: ReturnType<typeof useInterestActions>;
}) {
  const { items } = result;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {result.total === 0
            ? 'Nenhum resultado'
            : `Mostrando ${items.length} de ${plural(result.total, 'interesse')} · ${plural(result.hidden_total, 'oculto')}`}
        </Text>
        <Badge variant="light" color={result.source === 'meta' ? 'blue' : 'gray'}>
          {result.source === 'meta' ? 'Fonte: Meta' : 'Fonte: catálogo local'}
        </Badge>
      </Group>
      {result.notice && (
        <Alert color="yellow" icon={<IconInfoCircle />} py="xs">
          {result.notice}
        </Alert>
      )}
      {items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={6}>
            <IconMoodEmpty size={32} color="var(--mantine-color-dimmed)" />
            <Text fw={600}>Nenhum interesse encontrado para “{result.term}”</Text>
            <Text size="sm" c="dimmed">
              {onlyHidden ? 'Desligue “Só ocultos” ou tente' : 'Tente'} um termo mais amplo ou outro idioma.
            </Text>
          </Stack>
        </Paper>
      ) : (
        items.map((interest) => (
          <InterestResultRow
            key={interest.id}
            interest={interest}
            selected={isSelected(interest)}
            onToggle={() => onToggle(interest)}
            favorite={actions.isFavorite(interest)}
            onFavorite={() => actions.toggleFavorite(interest)}
            tracked={actions.isTracked(interest)}
            onTrack={() => actions.track(interest)}
            busy={actions.busy}
          />
        ))
      )}
    </Stack>
  );
}
