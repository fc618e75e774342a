import { useState } from 'react';

/**
 * True from the first render where `value` is true on: for what mounts when first needed (a
 * dialog when first opened, a form when first shown) and then stays, for its closing animation
 * and its state.
 */
export const useOnceTrue = (value: boolean) => {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
};
