import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('heads the columns, naming the actions column for screen readers', () => {
    renderWithMantine(
      <DataTable columns={['Nome', 'Status', '']} minWidth={600}>
        <Table.Tr>
          <Table.Td>Meu notebook</Table.Td>
          <Table.Td>Ativo</Table.Td>
          <Table.Td />
        </Table.Tr>
      </DataTable>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Nome', 'Status', '']);
    expect(headers[2]?.getAttribute('aria-label')).toBe('Ações');
    expect(screen.getByText('Meu notebook')).toBeTruthy();
  });

  it('says so across the whole row when the list is empty', () => {
    renderWithMantine(
      <DataTable columns={['Quando', 'Ação']} minWidth={600} emptyMessage="Nenhuma ação registrada" />,
    );
    const cell = screen.getByText('Nenhuma ação registrada').closest('td');
    expect(cell?.getAttribute('colspan')).toBe('2');
  });

  it('names every cell after its column, for the card layout of narrow screens', () => {
    renderWithMantine(
      <DataTable columns={['Nome', 'Status', '']} minWidth={600}>
        <Table.Tr>
          <Table.Td>Meu notebook</Table.Td>
          <Table.Td>Ativo</Table.Td>
          <Table.Td>
            <button type="button">Revogar</button>
          </Table.Td>
        </Table.Tr>
      </DataTable>,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.dataset.label)).toEqual(['Nome', 'Status', '']);
    // The first cell heads the card and the actions close it; the others show their label.
    expect(cells.map((c) => c.dataset.role ?? null)).toEqual(['title', null, 'actions']);
  });
});
