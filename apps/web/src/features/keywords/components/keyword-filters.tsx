import { Group, Select, TextInput } from '@mantine/core';
import {
  DIFFICULTY_LABELS,
  KEYWORD_DIFFICULTIES,
  KEYWORD_PAGE_SIZES,
  type KeywordNicheCount,
  nicheLabel,
} from '@sniperads/contract';
import { IconSearch } from '@tabler/icons-react';
import { PageSizeSelect } from '@/components/pagination/page-size-select';
import { RefreshButton } from '@/components/refresh-button';

export const ALL = 'todos';

export interface KeywordFilterValues {
  text: string;
  niche: string;
  difficulty: string;
  pageSize: number;
}

interface KeywordFiltersProps {
  values: KeywordFilterValues;
  niches: KeywordNicheCount[];
  refreshing: boolean;
  onChange: (next: Partial<KeywordFilterValues>) => void;
  onRefresh: () => void;
}

const DIFFICULTY_OPTIONS = [
  { value: ALL, label: 'Todas as dificuldades' },
  ...KEYWORD_DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] })),
];

export function KeywordFilters({ values, niches, refreshing, onChange, onRefresh }: KeywordFiltersProps) {
  const nicheOptions = [
    { value: ALL, label: 'Todos os Nichos' },
    ...niches.map((n) => ({ value: n.niche, label: `${nicheLabel(n.niche)} (${n.count})` })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Buscar"
        placeholder="Buscar palavras-chave..."
        leftSection={<IconSearch size={16} />}
        value={values.text}
        onChange={(e) => onChange({ text: e.currentTarget.value })}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        label="Nicho"
        data={nicheOptions}
        value={values.niche}
        onChange={(v) => onChange({ niche: v ?? ALL })}
        allowDeselect={false}
        searchable
        w={220}
      />
      <Select
        label="Dificuldade"
        data={DIFFICULTY_OPTIONS}
        value={values.difficulty}
        onChange={(v) => onChange({ difficulty: v ?? ALL })}
        allowDeselect={false}
        w={200}
      />
      <PageSizeSelect
        withLabel
        value={values.pageSize}
        options={KEYWORD_PAGE_SIZES}
        onChange={(pageSize) => onChange({ pageSize })}
      />
      <RefreshButton loading={refreshing} onClick={onRefresh} />
    </Group>
  );
}
