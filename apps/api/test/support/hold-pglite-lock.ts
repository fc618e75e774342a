import { lockDataDir } from '../../src/db/pglite-lock';

/** A process that holds an embedded data directory's lock until it is killed: `<dataDir>`. */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-pglite-lock.ts <dataDir>');
lockDataDir(dataDir);
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
