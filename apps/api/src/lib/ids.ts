import { uuidv7 } from 'uuidv7';

/** Time-ordered ids keep btree inserts local and sort by creation. */
export const newId = () => uuidv7();
