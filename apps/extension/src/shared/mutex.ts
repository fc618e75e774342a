/** Serialises read-modify-write cycles on storage inside one service worker. */
export const createMutex = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
};
export type Mutex = ReturnType<typeof createMutex>;
