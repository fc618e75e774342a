import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoopTime, LATE_MS } from './loop-time';

// The timers are faked and the loop's clock is a variable: a blocked loop is the clock moving
// ahead of the timers, as a long synchronous parse does.
describe('a deadline in the event loop’s own time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after its time when the loop is free', () => {
    vi.useFakeTimers();
    let clock = 0;
    const fired = vi.fn();
    afterLoopTime(750, fired, () => clock);
    clock += 749;
    vi.advanceTimersByTime(749);
    expect(fired).not.toHaveBeenCalled();
    clock += 1;
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('gives back the time the loop was blocked, so an answer that arrived meanwhile is read first', () => {
    vi.useFakeTimers();
    let clock = 0;
    const fired = vi.fn();
    afterLoopTime(750, fired, () => clock);
    // A 2 s parse: the timer runs 1,250 ms late.
    clock += 2000;
    vi.advanceTimersByTime(750);
    expect(fired).not.toHaveBeenCalled();
    // Re-armed for at most its own length, with the loop free this time.
    clock += 749;
    vi.advanceTimersByTime(749);
    expect(fired).not.toHaveBeenCalled();
    clock += 1;
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('counts a small lateness as the loop’s ordinary jitter', () => {
    vi.useFakeTimers();
    let clock = 0;
    const fired = vi.fn();
    afterLoopTime(750, fired, () => clock);
    clock += 750 + LATE_MS;
    vi.advanceTimersByTime(750);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('never fires once cancelled', () => {
    vi.useFakeTimers();
    let clock = 0;
    const fired = vi.fn();
    const cancel = afterLoopTime(750, fired, () => clock);
    clock += 2000;
    vi.advanceTimersByTime(750);
    cancel();
    clock += 750;
    vi.advanceTimersByTime(750);
    expect(fired).not.toHaveBeenCalled();
  });
});
