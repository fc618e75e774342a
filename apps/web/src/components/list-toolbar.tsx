import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchInput, type SearchInputProps } from './search-input';

/**
 * A list's controls on one row: the search box (filtering as the user types) takes the free width
 * and the other controls follow it, wrapping under it on a phone.
 */
export function ListToolbar({ search, children }: { search: SearchInputProps; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="wrap">
      <SearchInput style={{ flex: '1 1 240px' }} {...search} />
      {children}
    </Group>
  );
}
