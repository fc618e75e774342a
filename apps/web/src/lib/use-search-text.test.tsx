import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchText } from './use-search-text';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The hook on a page whose URL holds `q`; `commit` stands for the page writing it to the URL. */
const renderSearchText = (q: string) => {
  const commit = vi.fn();
  const view = renderHook(({ url }) => useSearchText(url, commit), { initialProps: { url: q } });
  return { ...view, commit };
};

describe('useSearchText', () => {
  it('writes the typed text once the user pauses', () => {
    const { result, commit } = renderSearchText('');
    act(() => result.current[1]('p'));
    act(() => result.current[1]('pix '));
    act(() => vi.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith('pix');
  });

  // A link moved the URL (the box followed it), and 'Voltar' came before the pause: on a busy
  // machine the pause's timer can fire while the page draws that step back. The box must not
  // write the link's text over the address the user went back to.
  it('never writes back a text the URL put in the box, even when its pause ends during "Voltar"', () => {
    const { result, rerender, commit } = renderSearchText('verão');
    act(() => rerender({ url: 'outro' }));
    expect(result.current[0]).toBe('outro');
    act(() => vi.advanceTimersByTime(299));
    // One step: the URL goes back and the pause that followed 'outro' ends before the box follows.
    act(() => {
      rerender({ url: 'verão' });
      vi.advanceTimersByTime(1);
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current[0]).toBe('verão');
    expect(commit).not.toHaveBeenCalled();
  });

  it('drops typing the URL overtook, and the box shows the URL', () => {
    const { result, rerender, commit } = renderSearchText('');
    act(() => result.current[1]('pi'));
    act(() => rerender({ url: 'yoga' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current[0]).toBe('yoga');
    expect(commit).not.toHaveBeenCalled();
  });
});
