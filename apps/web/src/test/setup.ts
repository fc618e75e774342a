import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor poll a condition; 1 s (the default) is too short for a debounced search on a
// machine with its cores busy elsewhere, which made interest-search.test.tsx fail there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
