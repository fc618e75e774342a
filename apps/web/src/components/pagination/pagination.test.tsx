import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { PageSizeSelect } from './page-size-select';
import { Pagination } from './pagination';

const pageButtons = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((t) => /^\d+$/.test(t));

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderWithMantine(<Pagination page={1} lastPage={1} onChange={() => {}} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('shows the 5-page window around the current page and marks it', () => {
    renderWithMantine(<Pagination page={6} lastPage={10} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeTruthy();
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: '6' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '5' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves with previous, next and the numbers, and disables what leads nowhere', () => {
    const onChange = vi.fn();
    const { unmount } = renderWithMantine(<Pagination page={1} lastPage={3} onChange={onChange} />);
    const previous = screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    unmount();

    renderWithMantine(<Pagination page={3} lastPage={3} onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('can say which page of how many', () => {
    renderWithMantine(<Pagination page={2} lastPage={7} onChange={() => {}} withPageCount />);
    expect(screen.getByText('Página 2 de 7')).toBeTruthy();
  });
});

describe('PageSizeSelect', () => {
  it('offers "N por página" under an accessible name', () => {
    renderWithMantine(
      <PageSizeSelect value={20} options={[8, 20, 50]} onChange={() => {}} label="Anúncios por página" />,
    );
    const select = screen.getByRole('combobox', { name: 'Anúncios por página' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('20 por página');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '8 por página',
      '20 por página',
      '50 por página',
    ]);
  });

  it('reports the size picked', () => {
    const onChange = vi.fn();
    renderWithMantine(<PageSizeSelect value={20} options={[8, 20, 50]} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Itens por página' }), { target: { value: '50' } });
    expect(onChange).toHaveBeenCalledWith(50);
  });
});
