// Sums of a V8 CPU profile (CDP `Profiler.stop`) for scripts/start-profile.ts: each sample's stack,
// then the time per key a view gives each stack.

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** One sample: its frames from the leaf to the outermost (the profile's root left out), and its ms. */
export interface Sample {
  stack: ProfileNode[];
  ms: number;
}

export const samplesOf = (profile: Profile): Sample[] => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const root = profile.nodes[0]?.id;
  return profile.samples.map((id, i) => {
    const stack: ProfileNode[] = [];
    for (let n: number | undefined = id; n !== undefined && n !== root; n = parent.get(n)) {
      stack.push(byId.get(n)!);
    }
    return { stack, ms: (profile.timeDeltas[i] ?? 0) / 1000 };
  });
};

/** Time per key; a stack may count under several keys (once each), or none. */
export const sumBy = (samples: Sample[], keys: (stack: ProfileNode[]) => string[]) => {
  const totals = new Map<string, number>();
  for (const { stack, ms } of samples) {
    for (const key of new Set(keys(stack))) totals.set(key, (totals.get(key) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
};

/**
 * The views, given a frame's function name and its description (name and place), both original
 * through the build's source maps.
 */
export const views = (name: (node: ProfileNode) => string, describe: (node: ProfileNode) => string) => ({
  /** Self time: the frame running when sampled. */
  self: (label: (node: ProfileNode) => string) => (stack: ProfileNode[]) =>
    stack[0] ? [label(stack[0])] : [],
  /** Inclusive time of the entry point (module evaluation, React's scheduler, a timer). */
  entry: (stack: ProfileNode[]) => (stack.length ? [describe(stack.at(-1)!)] : []),
  /** Inclusive time of each function with one of these names. */
  inclusive: (names: string[]) => (stack: ProfileNode[]) => stack.map(name).filter((n) => names.includes(n)),
  /** Inclusive time of what a function (the innermost with that name) calls. */
  under: (fn: string) => (stack: ProfileNode[]) => {
    const at = stack.findIndex((node) => name(node) === fn);
    return at > 0 ? [describe(stack[at - 1]!)] : [];
  },
  /** Only the stacks running inside a function. */
  within: (fn: string, keys: (stack: ProfileNode[]) => string[]) => (stack: ProfileNode[]) =>
    stack.some((node) => name(node) === fn) ? keys(stack) : [],
});
