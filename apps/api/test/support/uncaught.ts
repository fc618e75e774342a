/**
 * Errors thrown where no caller can catch them (a timer's or an immediate's callback, a promise
 * nobody awaits), recorded while a test runs: in production each of them ends the process.
 */
export const recordUncaught = () => {
  const errors: unknown[] = [];
  const record = (error: unknown) => errors.push(error);
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  return {
    /** The messages of what was recorded, for an assertion that prints them. */
    messages: () => errors.map((error) => (error instanceof Error ? error.message : String(error))),
    stop: () => {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
    },
  };
};
