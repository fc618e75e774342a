import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favoriteFixture } from '@/test/api-fixtures';
import { renderWithMantine } from '@/test/render';
import { CreativePreview } from './creative-preview';

const item = {
  ...favoriteFixture({
    media: {
      url: 'https://cdn.sniperads.test/m/criativo.jpg',
      kind: 'image',
      status: 'archived',
      size_bytes: 52_000,
    },
  }),
  studio_item_id: 's1',
  favorite_id: 'f1',
  added_to_studio_at: '2026-01-10T12:00:00.000Z',
};

describe('CreativePreview', () => {
  it('shows the whole creative, letterboxed, instead of cropping its sides', () => {
    renderWithMantine(<CreativePreview item={item} onDetails={() => {}} onDelete={() => {}} />);
    const img = screen.getByTestId('studio-preview').querySelector('img');
    if (!img) throw new Error('no creative shown');
    expect(img.getAttribute('src')).toBe('https://cdn.sniperads.test/m/criativo.jpg');
    expect(img.style.getPropertyValue('--image-object-fit')).toBe('contain');
  });
});
