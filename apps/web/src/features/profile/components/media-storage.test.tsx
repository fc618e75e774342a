import { MEDIA_QUOTA_BYTES, MEDIA_QUOTA_MESSAGES } from '@sniperads/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { MediaStorageMeter } from './media-storage';

const MB = 1024 * 1024;
const usage = (used: number, limit: number | null, plan: 'free' | 'pro' | 'max' = 'free') => ({
  effective_plan: plan,
  limits: { favorites: 10, folders: false, hidden_interests: false, media_bytes: limit },
  usage: { favorites: 3, folders: 0, favorite_interests: 0, tracked_interests: 0, media_bytes: used },
});

describe('the media storage meter on /perfil', () => {
  it('says "X de Y usados" with a bar of the quota', () => {
    renderWithMantine(<MediaStorageMeter usage={usage(25 * MB, MEDIA_QUOTA_BYTES.free)} />);
    expect(screen.getByText('25 MB de 100 MB usados')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '25 MB de 100 MB usados' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByText(MEDIA_QUOTA_MESSAGES.full('free'))).toBeNull();
  });

  it('tells a full account that new favorites are saved without their media', () => {
    renderWithMantine(<MediaStorageMeter usage={usage(MEDIA_QUOTA_BYTES.free, MEDIA_QUOTA_BYTES.free)} />);
    expect(screen.getByText('100 MB de 100 MB usados')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(MEDIA_QUOTA_MESSAGES.full('free'))).toBeTruthy();
  });

  it('shows only what is used when the account has no limit', () => {
    renderWithMantine(<MediaStorageMeter usage={usage(1.5 * 1024 * MB, null, 'max')} />);
    expect(screen.getByText('1,5 GB usados')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
