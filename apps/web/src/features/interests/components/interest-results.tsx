import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { INTEREST_SOURCE_TEXT, type Interest, type InterestSearchResult } from '@sniperads/contract';
import { IconDatabase, IconInfoCircle, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
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

/** "Mostrando 11–20 de 48 interesses · 36 ocultos" (or of the hidden ones with 'Só ocultos'). */
const countLine = (result: InterestSearchResult, onlyHidden: boolean) => {
  const { meta, total, hidden_total: hidden } = result;
  if (total === 0) return 'Nenhum resultado';
  const shown = meta.from === null ? '0' : `${meta.from}–${meta.to}`;
  return onlyHidden
    ? `Mostrando ${shown} de ${plural(hidden, 'oculto')} · ${plural(total, 'interesse')} no total`
    : `Mostrando ${shown} de ${plural(total, 'interesse')} · ${plural(hidden, 'oculto')}`;
};

/** Says who answered: Meta live, or the local catalogue (and how to connect Meta). */
function SourceNote({ result }: { result: InterestSearchResult }) {
  if (result.source === 'meta') return null;
  const text = INTEREST_SOURCE_TEXT.catalogo;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconDatabase />}
      py="xs"
      title="Catálogo local, não a Meta ao vivo"
    >
      <Stack gap={4}>
        <Text size="xs">{text.detail}</Text>
        <Text size="xs" c="dimmed">
          {text.connect}
        </Text>
      </Stack>
    </Alert>
  );
}

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
        <Text size="sm" c="dimmed" role="status">
          {countLine(result, onlyHidden)}
        </Text>
        <Badge
          variant="light"
          color={result.source === 'meta' ? 'blue' : 'gray'}
          tt="none"
          title={INTEREST_SOURCE_TEXT[result.source].detail}
        >
          {INTEREST_SOURCE_TEXT[result.source].badge}
        </Badge>
      </Group>
      <SourceNote result={result} />
      {result.notice && (
        <Alert color="yellow" icon={<IconInfoCircle />} py="xs">
          {result.notice}
        </Alert>
      )}
      {items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={6}>
            <IconMoodEmpty size={32} color="var(--mantine-color-dimmed)" />
            {result.meta.total > 0 ? (
              <Text fw={600}>Esta página não tem resultados; volte para a página 1.</Text>
            ) : (
              <>
                <Text fw={600}>Nenhum interesse encontrado para “{result.term}”</Text>
                <Text size="sm" c="dimmed">
                  {onlyHidden ? 'Desligue “Só ocultos” ou tente' : 'Tente'} um termo mais amplo ou outro
                  idioma.
                </Text>
              </>
            )}
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
