import { Button, Group, NumberInput, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  AD_FILTER_FIELDS,
  AD_FILTER_KEYS,
  type AdFilterField,
  type AdFilterKey,
} from '@sniperads/contract/ad-search';
import { useState } from 'react';
import type { MiningFilters } from '../model/mining-search';

/** What the form holds until applied; the page reads it through the URL's schema. */
export type FilterDraft = Partial<Record<AdFilterKey, string | number>>;

/** One field of the form, drawn as the contract declares it. */
function FilterField({
  field,
  value,
  onChange,
}: {
  field: AdFilterField;
  value: string | number | undefined;
  onChange: (value: string | number | undefined) => void;
}) {
  switch (field.kind) {
    case 'choice':
      return (
        <Select
          label={field.label}
          placeholder={field.placeholder}
          data={field.options}
          value={value === undefined ? null : String(value)}
          onChange={(v) => onChange(v ?? undefined)}
          clearable
          searchable={field.searchable}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={field.label}
          placeholder={field.placeholder}
          min={field.min}
          max={field.max}
          allowDecimal={false}
          value={value ?? ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : undefined)}
        />
      );
    default:
      return (
        <TextInput
          label={field.label}
          type={field.kind === 'date' ? 'date' : undefined}
          placeholder={field.kind === 'text' ? field.placeholder : undefined}
          value={value ?? ''}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
        />
      );
  }
}

/**
 * The search's filters, one field per entry of the contract's AD_FILTER_FIELDS; applied together
 * with "Aplicar filtros" (each change would refetch otherwise).
 */
export function AdFilters({
  value,
  onApply,
}: {
  value: MiningFilters;
  onApply: (filters: FilterDraft) => void;
}) {
  const [draft, setDraft] = useState<FilterDraft>(value);
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
        {AD_FILTER_KEYS.map((key) => (
          <FilterField
            key={key}
            field={AD_FILTER_FIELDS[key]}
            value={draft[key]}
            onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
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
