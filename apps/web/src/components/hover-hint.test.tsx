import { ActionIcon } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HoverHint } from './hover-hint';

describe('HoverHint', () => {
  it('keeps the hovered element when its tooltip arrives, so a press and its release meet the same button', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <HoverHint label="Remover dos favoritos">
        <ActionIcon aria-label="Coração" onClick={onClick} />
      </HoverHint>,
    );
    const before = await screen.findByRole('button', { name: 'Coração' });
    fireEvent.mouseEnter(before);
    await screen.findByText('Remover dos favoritos');
    expect(screen.getByRole('button', { name: 'Coração' })).toBe(before);
    fireEvent.click(before);
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(before);
  });
});
