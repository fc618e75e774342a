import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  INTEREST_LANGUAGE_LABEL,
  INTEREST_LANGUAGES,
  INTEREST_MESSAGES,
  type Interest,
  type InterestLanguage,
} from '@sniperads/contract';
import { IconAlertCircle, IconInfoCircle, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import type { SearchChange } from '@/lib/search-params';
import { useSearchText } from '@/lib/use-search-text';
import { useInterestSearch } from '../api/search-interests';
import type { InterestsSearch } from '../model/interests-search';
import { InterestResultRow } from './interest-result-row';
import { SelectionBar } from './selection-bar';
import { useInterestActions } from './use-interest-actions';

/** The hidden-interests page debounces its search by 300 ms (docs/product-rules.md, Constants and limits). */
export const SEARCH_DEBOUNCE_MS = 300;

const LANGUAGE_OPTIONS = INTEREST_LANGUAGES.map((value) => ({
  value,
  label: INTEREST_LANGUAGE_LABEL[value],
}));

/** Term, language and 'Só ocultos' live in the URL; the term is written once the user pauses. */
export function InterestSearch({
  params,
  onParams,
}: {
  params: InterestsSearch;
  onParams: SearchChange<InterestsSearch>;
}) {
  const [term, setTerm] = useSearchText(
    params.q,
    (q) => onParams({ q }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );
  const { q: debounced, lang: language, hidden: onlyHidden } = params;
  const setLanguage = (lang: InterestLanguage) => onParams({ lang }, { replace: true });
  const setOnlyHidden = (hidden: boolean) => onParams({ hidden }, { replace: true });
  const search = useInterestSearch(debounced, language, onlyHidden);
  const actions = useInterestActions();
  // Selection survives new searches so a buyer can collect interests from several terms.
  const [selected, setSelected] = useState<Map<string, Interest>>(new Map());

  const toggle = (i: Interest) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(i.id)) next.delete(i.id);
      else next.set(i.id, i);
      return next;
    });

  const typed = term.trim();
  const items = search.data?.items ?? [];
  const showResults = debounced.length >= 2 && typed.length >= 2;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Buscar interesses"
          placeholder="Ex.: emagrecimento, pilates, marketing digital"
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          style={{ flex: 1, minWidth: 240 }}
          autoComplete="off"
        />
        <Select
          label="Idioma"
          data={LANGUAGE_OPTIONS}
          value={language}
          onChange={(v) => v && setLanguage(v as InterestLanguage)}
          allowDeselect={false}
          w={200}
        />
        <Switch
          label="Só ocultos"
          checked={onlyHidden}
          onChange={(e) => setOnlyHidden(e.currentTarget.checked)}
          mb={8}
        />
      </Group>

      <SelectionBar
        selected={[...selected.values()]}
        visible={items}
        term={debounced}
        onSelectAll={() => setSelected((prev) => new Map([...prev, ...items.map((i) => [i.id, i] as const)]))}
        onClear={() => setSelected(new Map())}
      />

      {typed.length === 0 && (
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
      )}
      {typed.length === 1 && (
        <Text c="dimmed" size="sm" role="status">
          {INTEREST_MESSAGES.minChars}
        </Text>
      )}

      {showResults && search.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title={INTEREST_MESSAGES.searchFailed} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(search.error, 'Tente novamente em instantes.')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void search.refetch()}>
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      )}

      {showResults && search.isPending && !search.isError && (
        <Stack gap="xs" aria-busy="true" aria-label="Buscando interesses">
          {[0, 1, 2, 3].map((k) => (
            <Skeleton key={k} height={64} radius="md" />
          ))}
        </Stack>
      )}

      {showResults && search.data && !search.isError && (
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {search.data.total === 0
                ? 'Nenhum resultado'
                : `Mostrando ${items.length} de ${search.data.total} interesse${search.data.total === 1 ? '' : 's'} · ${search.data.hidden_total} oculto${search.data.hidden_total === 1 ? '' : 's'}`}
            </Text>
            <Badge variant="light" color={search.data.source === 'meta' ? 'blue' : 'gray'}>
              {search.data.source === 'meta' ? 'Fonte: Meta' : 'Fonte: catálogo local'}
            </Badge>
          </Group>
          {search.data.notice && (
            <Alert color="yellow" icon={<IconInfoCircle />} py="xs">
              {search.data.notice}
            </Alert>
          )}
          {items.length === 0 ? (
            <Paper withBorder p="xl" radius="md">
              <Stack align="center" gap={6}>
                <IconMoodEmpty size={32} color="var(--mantine-color-dimmed)" />
                <Text fw={600}>Nenhum interesse encontrado para “{search.data.term}”</Text>
                <Text size="sm" c="dimmed">
                  {onlyHidden ? 'Desligue “Só ocultos” ou tente' : 'Tente'} um termo mais amplo ou outro
                  idioma.
                </Text>
              </Stack>
            </Paper>
          ) : (
            items.map((interest) => (
              <InterestResultRow
                key={interest.id}
                interest={interest}
                selected={selected.has(interest.id)}
                onToggle={() => toggle(interest)}
                favorite={actions.isFavorite(interest)}
                onFavorite={() => actions.toggleFavorite(interest)}
                tracked={actions.isTracked(interest)}
                onTrack={() => actions.track(interest)}
                busy={actions.busy}
              />
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}
