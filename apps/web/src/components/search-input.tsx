import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'label'> {
  /** The accessible name (the placeholder says what can be searched). */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search box with the magnifier icon. */
export function SearchInput({ label, value, onChange, ...props }: SearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      {...props}
    />
  );
}
