import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the page title as the heading, its description and its actions', () => {
    renderWithMantine(
      <PageHeader
        title="Minhas Pastas"
        description="3 pasta(s) criada(s)"
        actions={<button type="button">Nova Pasta</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Minhas Pastas' })).toBeTruthy();
    expect(screen.getByText('3 pasta(s) criada(s)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova Pasta' })).toBeTruthy();
  });

  it('marks a folder title with its colour', () => {
    renderWithMantine(<PageHeader title="Saúde" accent="#ff0000" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.getAttribute('style')).toContain('border-left');
  });
});
