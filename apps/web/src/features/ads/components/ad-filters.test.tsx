import { MantineProvider } from '@mantine/core';
import { AD_FILTER_FIELDS, AD_FILTER_KEYS } from '@sniperads/contract/ad-search';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/theme';
import { AdFilters } from './ad-filters';

describe('the ad filters form', () => {
  it('draws one field for each filter the contract declares, showing what is applied', () => {
    render(
      <MantineProvider theme={theme}>
        <AdFilters value={{ page_name: 'Clínica', min_days_running: 30 }} onApply={() => undefined} />
      </MantineProvider>,
    );
    // A select labels its list of options too (in the DOM once opened, in either order): ask for
    // the input itself, exactly one per filter.
    for (const key of AD_FILTER_KEYS)
      expect(screen.getByLabelText(AD_FILTER_FIELDS[key].label, { selector: 'input' })).toBeInstanceOf(
        HTMLInputElement,
      );
    expect(screen.getByLabelText<HTMLInputElement>('Nome da página').value).toBe('Clínica');
    expect(screen.getByLabelText<HTMLInputElement>('Mínimo de dias em veiculação').value).toBe('30');
  });

  it('applies the fields together, and "Limpar filtros" applies none', () => {
    const onApply = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <AdFilters value={{ niche: 'pets' }} onApply={onApply} />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByLabelText('Nome da página'), { target: { value: 'Ótica' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(onApply).toHaveBeenLastCalledWith({ niche: 'pets', page_name: 'Ótica' });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onApply).toHaveBeenLastCalledWith({});
  });
});
