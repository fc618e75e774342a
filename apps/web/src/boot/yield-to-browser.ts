/**
 * Resolves in a later task, so the browser can paint, handle input and take network answers in
 * between. Start-up awaits it at three points (boot/yield-before-app.ts, boot/yield-before-routes.ts,
 * main.tsx): Lighthouse counts each task's time past 50 ms as blocking, and on a phone (4× CPU) the
 * start-up was one task of ~250 ms.
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
