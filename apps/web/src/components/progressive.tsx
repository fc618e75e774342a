import { type ReactNode, startTransition, useEffect, useState } from 'react';

// Sections waiting to mount, in the order they asked, one per task after the screen has painted.
const waiting: (() => void)[] = [];
let running = false;
/** Once the first screen has mounted all of it, later screens mount at once: they are not cold. */
let settled = false;

/**
 * Runs `run` in a task after the frame being prepared is painted (a timeout alone can run before
 * it; a hidden tab paints nothing, so there it only waits for the next task). Returns a cancel.
 */
export const afterPaint = (run: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const nextTask = () => {
    timer = setTimeout(run, 0);
  };
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    frame = requestAnimationFrame(nextTask);
  } else {
    nextTask();
  }
  return () => {
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

const mountNext = () => {
  const show = waiting.shift();
  if (!show) {
    running = false;
    settled = true;
    return;
  }
  // In a transition: React renders the section in short tasks (a large one, such as a row of
  // cards, is no longer one long task), and the browser can paint and answer a tap between them.
  startTransition(show);
  afterPaint(mountNext);
};

const enqueue = (show: () => void) => {
  waiting.push(show);
  if (!running) {
    running = true;
    afterPaint(mountNext);
  }
  return () => {
    const at = waiting.indexOf(show);
    if (at >= 0) waiting.splice(at, 1);
  };
};

/**
 * On the first screen of a visit, mounts its children once the screen has painted what comes
 * before them, each `Later` in its own transition, in the order they were first rendered: the
 * first paint carries only the top of the screen, and React renders each section in short slices,
 * so no long task keeps a tap waiting. Afterwards (the app is running, a screen's code and data
 * come from memory) it renders its children at once.
 * Put it only where content is appended after what is already shown (nothing above it moves when
 * it arrives), or give `fallback` the section's size.
 */
export function Later({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(settled);
  useEffect(() => {
    if (shown) return;
    return enqueue(() => setShown(true));
  }, [shown]);
  return shown ? children : fallback;
}
