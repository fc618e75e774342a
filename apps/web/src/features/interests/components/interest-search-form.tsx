import { Group, Loader, Select, Switch, TextInput } from '@mantine/core';
import { INTEREST_LANGUAGE_LABEL, INTEREST_LANGUAGES, type InterestLanguage } from '@sniperads/contract';
import { IconSearch } from '@tabler/icons-react';

const LANGUAGE_OPTIONS = INTEREST_LANGUAGES.map((value) => ({
  value,
  label: INTEREST_LANGUAGE_LABEL[value],
}));

/** The term, its language and 'Só ocultos'. */
export function InterestSearchForm({
  term,
  onTerm,
  searching,
  language,
  onLanguage,
  onlyHidden,
  onOnlyHidden,
}: {
  term: string;
  onTerm: (term: string) => void;
  searching: boolean;
  language: InterestLanguage;
  onLanguage: (language: InterestLanguage) => void;
  onlyHidden: boolean;
  onOnlyHidden: (onlyHidden: boolean) => void;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Buscar interesses"
        placeholder="Ex.: emagrecimento, pilates, marketing digital"
        value={term}
        onChange={(e) => onTerm(e.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={searching ? <Loader size="xs" /> : null}
        style={{ flex: 1, minWidth: 240 }}
        autoComplete="off"
      />
      <Select
        label="Idioma"
        data={LANGUAGE_OPTIONS}
        value={language}
        onChange={(v) => v && onLanguage(v as InterestLanguage)}
        allowDeselect={false}
        w={200}
      />
      <Switch
        label="Só ocultos"
        checked={onlyHidden}
        onChange={(e) => onOnlyHidden(e.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
