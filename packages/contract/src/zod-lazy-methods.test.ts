// patches/zod@3.25.76.patch: zod's constructor no longer binds its methods on every schema it
// builds (start-up built thousands); they are bound on first access. What code may rely on stays.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod with its methods bound on first use (patches/zod@3.25.76.patch)', () => {
  it('builds a schema without binding its methods', () => {
    expect(Object.keys(z.string().min(1))).toEqual(['_def']);
  });

  it('keeps methods working when taken off their schema, as zod documents', async () => {
    const schema = z.object({ name: z.string().min(2) });
    const { parse, safeParse, safeParseAsync, spa } = schema;
    expect(parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
    expect(safeParse({ name: 'A' }).success).toBe(false);
    expect((await safeParseAsync({ name: 'Bia' })).success).toBe(true);
    expect((await spa({})).success).toBe(false);
    const check = z.string().min(2).safeParse;
    expect(['a', 'bb'].map((value) => check(value).success)).toEqual([false, true]);
  });

  it('gives each schema its own bound methods and Standard Schema entry', () => {
    const short = z.string().max(1);
    const long = z.string().min(3);
    expect(short.safeParse('abc').success).toBe(false);
    expect(long.safeParse('abc').success).toBe(true);
    expect(short.parse).toBe(short.parse);
    expect(short.parse).not.toBe(long.parse);
    expect(long['~standard'].vendor).toBe('zod');
    expect(long['~standard'].validate('ab')).toHaveProperty('issues');
  });

  it('lets a method be replaced on one schema only', () => {
    const schema = z.number();
    schema.describe = () => schema;
    expect(z.number().describe('n').description).toBe('n');
  });
});
