import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { SystemCard } from './system-card';

describe('SystemCard', () => {
  it("shows the month of the server's clock, not a month written into the code", () => {
    renderWithMantine(<SystemCard ready generatedAt="2027-03-15T15:00:00Z" />);
    expect(screen.getByText('março de 2027')).toBeTruthy();
    expect(screen.queryByText('outubro de 2025')).toBeNull();
    expect(screen.getByText('Operacional')).toBeTruthy();
  });
});
