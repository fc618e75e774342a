import { describe, expect, it } from 'vitest';
import { firstRowSize } from './first-row';

/** A screen `px` wide, with 16 px to the em. */
const screenOf = (px: number) => (query: string) => {
  const em = Number(/min-width: ([\d.]+)em/.exec(query)?.[1]);
  return px >= em * 16;
};

describe('firstRowSize', () => {
  it('follows the grid: one card on a phone, two on a tablet, three on a laptop', () => {
    expect(firstRowSize(screenOf(390))).toBe(1);
    expect(firstRowSize(screenOf(767))).toBe(1);
    expect(firstRowSize(screenOf(768))).toBe(2);
    expect(firstRowSize(screenOf(1199))).toBe(2);
    expect(firstRowSize(screenOf(1200))).toBe(3);
    expect(firstRowSize(screenOf(1366))).toBe(3);
  });
});
