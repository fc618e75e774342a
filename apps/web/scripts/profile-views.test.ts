import { describe, expect, it } from 'vitest';
import { type Profile, type ProfileNode, samplesOf, sumBy, views } from './profile-views';

const frame = (id: number, functionName: string, children: number[] = []): ProfileNode => ({
  id,
  callFrame: { functionName, url: '', lineNumber: 0, columnNumber: 0 },
  children,
});

// (root) → task → render → Button ; task → effect → render → Button
const profile: Profile = {
  nodes: [
    frame(1, '(root)', [2]),
    frame(2, 'task', [3, 5]),
    frame(3, 'render', [4]),
    frame(4, 'Button'),
    frame(5, 'effect', [6]),
    frame(6, 'render', [7]),
    frame(7, 'Button'),
  ],
  samples: [4, 4, 7, 5],
  timeDeltas: [1000, 1000, 3000, 500],
};
const name = (node: ProfileNode) => node.callFrame.functionName;
const v = views(name, (node) => `${name(node)}()`);
const samples = samplesOf(profile);

describe('profile views', () => {
  it('sums self time per frame', () => {
    expect(sumBy(samples, v.self(name))).toEqual([
      ['Button', 5],
      ['effect', 0.5],
    ]);
  });

  it('counts a function once per sample however deep it recurs', () => {
    expect(sumBy(samples, v.inclusive(['render', 'task']))).toEqual([
      ['task', 5.5],
      ['render', 5],
    ]);
  });

  it('names what a function calls, and keeps only stacks inside one', () => {
    expect(sumBy(samples, v.under('effect'))).toEqual([['render()', 3]]);
    expect(sumBy(samples, v.within('effect', v.self(name)))).toEqual([
      ['Button', 3],
      ['effect', 0.5],
    ]);
    expect(sumBy(samples, v.entry)).toEqual([['task()', 5.5]]);
  });
});
