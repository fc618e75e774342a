// Types for search-mix.mjs, which the plain-JS bench runs as is and the bundled bench:search imports.
export const TERMS: [string, string | null][];
export const searchPath: (i: number) => string;
export const SEARCH_CYCLE: number;
