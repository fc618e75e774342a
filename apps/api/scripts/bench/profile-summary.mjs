// Summarises a V8 CPU profile (node --cpu-prof) by package and by function, in % of samples.
// Usage: node --cpu-prof --cpu-prof-dir=prof dist/server.js   (drive it, stop it with SIGTERM)
//        node scripts/bench/profile-summary.mjs prof/*.cpuprofile
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
  total += dt;
});

/** The npm package a frame belongs to, `node:…` for Node's own, else the function's name. */
const packageOf = ({ callFrame: { url, functionName } }) => {
  const pnpm = /node_modules\/\.pnpm\/([^/]+)\//.exec(url);
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pnpm) return pnpm[1].replace(/@[\d.]+.*$/, '').replace(/\+/, '/');
  if (plain) return plain[1];
  if (url.startsWith('node:')) return url;
  if (url.includes('/dist/')) return `app (${url.split('/').pop()})`;
  return functionName || '(native)';
};

const byPackage = new Map();
const byFunction = new Map();
for (const [id, time] of selfTime) {
  const node = nodes.get(id);
  const pkg = packageOf(node);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  const { functionName, url, lineNumber } = node.callFrame;
  const where = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber}`;
  byFunction.set(where, (byFunction.get(where) ?? 0) + time);
}
const show = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
};
show('by package', byPackage, 25);
show('by function', byFunction, 30);
