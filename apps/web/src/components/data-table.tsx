import { rem, Table, type TableProps, Text } from '@mantine/core';
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from 'react';
import classes from './data-table.module.css';

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

const ACTIONS = 'Ações';

/**
 * A table of records with its header row. Where it has room it is a table (scrolling sideways
 * only below `minWidth`); in a narrow frame each row becomes a card: the first cell as its
 * heading, the actions in its corner, every other cell under its column's name.
 */
export function DataTable({
  columns,
  minWidth,
  emptyMessage,
  children,
  className,
  ...table
}: DataTableProps) {
  const ref = useRef<HTMLTableElement>(null);

  // The card layout prints each cell's column name (CSS attr()); rows are the callers' markup,
  // so the names are set on the cells here, after every render.
  useLayoutEffect(() => {
    for (const row of ref.current?.querySelectorAll(':scope > tbody > tr') ?? []) {
      [...row.children].forEach((element, i) => {
        const cell = element as HTMLElement;
        if (cell.hasAttribute('colspan')) return;
        const column = columns[i] ?? '';
        cell.dataset.label = column;
        if (i === 0) cell.dataset.role = 'title';
        else if (column === '' || column === ACTIONS) cell.dataset.role = 'actions';
      });
    }
  });

  return (
    <div className={classes.frame}>
      <div className={classes.scroll}>
        <Table
          ref={ref}
          verticalSpacing="sm"
          className={[classes.table, className].filter(Boolean).join(' ')}
          style={{ '--data-table-min-width': rem(minWidth) } as CSSProperties}
          {...table}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) =>
                c ? <Table.Th key={c}>{c}</Table.Th> : <Table.Th key="" aria-label={ACTIONS} />,
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
      </div>
    </div>
  );
}
