// Mantine's Tooltip alone, for HoverHint to import on demand: a dynamic import of '@mantine/core'
// itself would ask for the whole library.
export { Tooltip } from '@mantine/core';
