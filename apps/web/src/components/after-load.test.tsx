import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/test/render';
import { AfterLoad } from './after-load';
import { ToasterWhenNeeded } from './deferred-ui';

// Real timers again even when a test fails mid-way: with a fake clock left behind, the next test's
// findBy* would neither poll nor give up until the test's own timeout, a second failure hiding the first.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

describe('AfterLoad with a settling time', () => {
  it('waits that long after the load before asking for idle time', async () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    renderWithMantine(
      <AfterLoad settleMs={3000}>
        <p>registrado</p>
      </AfterLoad>,
    );
    await act(async () => vi.advanceTimersByTime(2999));
    expect(idle).not.toHaveBeenCalled();
    expect(screen.queryByText('registrado')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(idle).toHaveBeenCalledOnce();
    expect(screen.getByText('registrado')).toBeTruthy();
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
