import { Button, Group, NumberInput, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  AD_NICHES,
  COUNTRY_NAMES_PT,
  NICHE_LABEL,
  PLATFORM_LABEL,
  PUBLISHER_PLATFORMS,
} from '@sniperads/contract';
import { useState } from 'react';
import type { MiningFilters } from '../model/mining-search';

const opt = (value: string, label: string) => ({ value, label });
const NICHES = AD_NICHES.map((n) => opt(n, NICHE_LABEL[n]));
const PLATFORMS = PUBLISHER_PLATFORMS.map((p) => opt(p, PLATFORM_LABEL[p] ?? p));
const COUNTRIES = Object.entries(COUNTRY_NAMES_PT).map(([code, name]) => opt(code, name));

type ChoiceKey = 'niche' | 'platform' | 'media_type' | 'status' | 'country';
interface Choice {
  key: ChoiceKey;
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  searchable?: boolean;
}
const CHOICES: Choice[] = [
  { key: 'niche', label: 'Nicho', placeholder: 'Todos', data: NICHES },
  { key: 'platform', label: 'Plataforma', placeholder: 'Todas', data: PLATFORMS },
  {
    key: 'media_type',
    label: 'Tipo de mídia',
    placeholder: 'Todos',
    data: [opt('image', 'Imagem'), opt('video', 'Vídeo')],
  },
  {
    key: 'status',
    label: 'Status',
    placeholder: 'Ativos e inativos',
    data: [opt('active', 'Ativos'), opt('inactive', 'Inativos')],
  },
  { key: 'country', label: 'País', placeholder: 'Todos', data: COUNTRIES, searchable: true },
];

type TextKey = 'started_from' | 'started_to' | 'page_name';
const TEXTS: { key: TextKey; label: string; type?: 'date'; placeholder?: string }[] = [
  { key: 'started_from', label: 'Início a partir de', type: 'date' },
  { key: 'started_to', label: 'Início até', type: 'date' },
  { key: 'page_name', label: 'Nome da página', placeholder: 'Ex.: Clínica' },
];

/** The API's filters; applied together with "Aplicar filtros" (each change would refetch otherwise). */
export function AdFilters({
  value,
  onApply,
}: {
  value: MiningFilters;
  onApply: (filters: MiningFilters) => void;
}) {
  const [draft, setDraft] = useState<MiningFilters>(value);
  const set = <K extends keyof MiningFilters>(key: K, v: MiningFilters[K] | null | '') =>
    setDraft((d) => ({ ...d, [key]: v === null || v === '' ? undefined : v }));
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label="Filtros"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {CHOICES.map((c) => (
          <Select
            key={c.key}
            label={c.label}
            placeholder={c.placeholder}
            data={c.data}
            value={draft[c.key] ?? null}
            onChange={(v) => set(c.key, v as MiningFilters[ChoiceKey])}
            clearable
            searchable={c.searchable}
          />
        ))}
        <NumberInput
          label="Mínimo de dias em veiculação"
          placeholder="Qualquer"
          min={1}
          max={3650}
          allowDecimal={false}
          value={draft.min_days ?? ''}
          onChange={(v) => set('min_days', typeof v === 'number' ? v : undefined)}
        />
        {TEXTS.map((t) => (
          <TextInput
            key={t.key}
            label={t.label}
            type={t.type}
            placeholder={t.placeholder}
            value={draft[t.key] ?? ''}
            onChange={(e) => set(t.key, e.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button
          variant="default"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Limpar filtros
        </Button>
        <Button type="submit">Aplicar filtros</Button>
      </Group>
    </Paper>
  );
}
