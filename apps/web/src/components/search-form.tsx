import { Button, type ButtonProps, Group, type GroupProps } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { SearchInput } from './search-input';

interface SearchFormProps extends Omit<GroupProps, 'onSubmit' | 'children'> {
  /** The search box's accessible name. */
  label: string;
  placeholder: string;
  /** The search in effect (from the URL): the box shows it again after 'Voltar'. */
  value: string | undefined;
  /** Runs on Enter or the button, with the term trimmed. */
  onSearch: (term: string) => void;
  submitLabel?: string;
  submitVariant?: ButtonProps['variant'];
  maxLength?: number;
  /** More controls after the button (a filters toggle). */
  children?: ReactNode;
}

/**
 * A search that runs when submitted, not on every key: the box keeps the draft, the page keeps
 * the search in effect (in the URL).
 */
export function SearchForm({
  label,
  placeholder,
  value,
  onSearch,
  submitLabel = 'Buscar',
  submitVariant,
  maxLength,
  children,
  ...group
}: SearchFormProps) {
  const [term, setTerm] = useState(value ?? '');
  useEffect(() => setTerm(value ?? ''), [value]);
  return (
    <Group
      component="form"
      role="search"
      gap="sm"
      {...group}
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = term.trim();
        setTerm(trimmed);
        onSearch(trimmed);
      }}
    >
      <SearchInput
        label={label}
        placeholder={placeholder}
        value={term}
        onChange={setTerm}
        style={{ flex: '1 1 260px' }}
        maxLength={maxLength}
      />
      <Button type="submit" variant={submitVariant}>
        {submitLabel}
      </Button>
      {children}
    </Group>
  );
}
