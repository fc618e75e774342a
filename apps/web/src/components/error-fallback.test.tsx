import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { RoleRefusedError } from '@/lib/route-guards';
import { renderWithProviders } from '@/test/render';
import { ErrorFallback } from './error-fallback';

const fallback = (error: unknown) => <ErrorFallback error={error as Error} reset={() => {}} />;

describe('a route that could not be shown', () => {
  it('tells a regular user why the tester screens are closed to them', async () => {
    renderWithProviders(fallback(new RoleRefusedError()));
    await screen.findByRole('heading', { name: 'Recurso exclusivo para testadores' });
    screen.getByText(/só está liberado para contas de testadores/);
    screen.getByRole('link', { name: 'Voltar para Dashboard' });
  });

  it('offers a retry when its data needs the server', async () => {
    renderWithProviders(fallback(new ApiError(0, 'Não foi possível conectar ao servidor.')));
    await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
