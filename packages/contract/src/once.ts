/**
 * A value built on first use and kept. For Intl formatters above all: building one loads locale
 * data and costs far more than formatting with it, and a module-level formatter made every page
 * that imports its module pay for it at start-up, shown or not (the price formatter was ~13 ms of
 * /admin/usuarios' start-up on a desktop CPU, a screen that shows no price).
 */
export const once = <T>(build: () => T) => {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
};
