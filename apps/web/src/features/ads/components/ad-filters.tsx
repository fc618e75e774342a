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
        <Select
          label="Nicho"
          placeholder="Todos"
          data={NICHES}
          value={draft.niche ?? null}
          onChange={(v) => set('niche', v as MiningFilters['niche'])}
          clearable
        />
        <Select
          label="Plataforma"
          placeholder="Todas"
          data={PLATFORMS}
          value={draft.platform ?? null}
          onChange={(v) => set('platform', v as MiningFilters['platform'])}
          clearable
        />
        <Select
          label="Tipo de mídia"
          placeholder="Todos"
          data={[opt('image', 'Imagem'), opt('video', 'Vídeo')]}
          value={draft.media_type ?? null}
          onChange={(v) => set('media_type', v as MiningFilters['media_type'])}
          clearable
        />
        <Select
          label="Status"
          placeholder="Ativos e inativos"
          data={[opt('active', 'Ativos'), opt('inactive', 'Inativos')]}
          value={draft.status ?? null}
          onChange={(v) => set('status', v as MiningFilters['status'])}
          clearable
        />
        <Select
          label="País"
          placeholder="Todos"
          data={COUNTRIES}
          value={draft.country ?? null}
          onChange={(v) => set('country', v)}
          clearable
          searchable
        />
        <NumberInput
          label="Mínimo de dias em veiculação"
          placeholder="Qualquer"
          min={1}
          max={3650}
          allowDecimal={false}
          value={draft.min_days ?? ''}
          onChange={(v) => set('min_days', typeof v === 'number' ? v : undefined)}
        />
        <TextInput
          label="Início a partir de"
          type="date"
          value={draft.started_from ?? ''}
          onChange={(e) => set('started_from', e.currentTarget.value)}
        />
        <TextInput
          label="Início até"
          type="date"
          value={draft.started_to ?? ''}
          onChange={(e) => set('started_to', e.currentTarget.value)}
        />
        <TextInput
          label="Nome da página"
          placeholder="Ex.: Clínica"
          value={draft.page_name ?? ''}
          onChange={(e) => set('page_name', e.currentTarget.value)}
        />
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
