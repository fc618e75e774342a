import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { AfterLoad } from './after-load';
import { ToasterWhenNeeded } from './deferred-ui';

afterEach(() => vi.unstubAllGlobals());

describe('AfterLoad', () => {
  it('shows its children only once the browser is idle after the load', async () => {
    let idle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    renderWithMantine(
      <AfterLoad>
        <p>depois</p>
      </AfterLoad>,
    );
    expect(screen.queryByText('depois')).toBeNull();
    await act(async () => idle());
    expect(await screen.findByText('depois')).toBeTruthy();
  });
});

describe('ToasterWhenNeeded', () => {
  it('mounts the toaster with the first toast and shows it', async () => {
    renderWithMantine(<ToasterWhenNeeded />);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(
      () =>
        void notifications.show({
          title: 'App Atualizado',
          message: 'Você está usando a versão mais recente.',
        }),
    );
    expect(await screen.findByText('App Atualizado')).toBeTruthy();
    act(() => notifications.clean());
  });
});
