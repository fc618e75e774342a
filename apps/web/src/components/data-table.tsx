import { Table, type TableProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataTableProps extends Omit<TableProps, 'children'> {
  /** Column titles; '' is the unlabelled actions column (named "Ações" for screen readers). */
  columns: string[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** When set, a full-width row saying so replaces the rows (the list is empty). */
  emptyMessage?: ReactNode;
  /** The rows. */
  children?: ReactNode;
}

/** A table of records with its header row, scrolling sideways on narrow screens. */
export function DataTable({ columns, minWidth, emptyMessage, children, ...table }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) =>
              c ? <Table.Th key={c}>{c}</Table.Th> : <Table.Th key="" aria-label="Ações" />,
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {emptyMessage ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text ta="center" c="dimmed" py="xl">
                  {emptyMessage}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            children
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
