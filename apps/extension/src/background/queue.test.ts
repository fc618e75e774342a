import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../test/fakes';
import { createQueue, QUEUE_KEYS } from './queue';

const ad = (id: string, hash = 'h1') => ({ id, hash, raw: { ad_archive_id: id, v: hash } });

describe('send queue', () => {
  it('keeps one entry per ad: a re-capture replaces the queued copy in place', async () => {
    const { store } = memoryStore();
    const queue = createQueue(store);
    expect(await queue.enqueue([ad('1'), ad('2')], 1)).toBe(2);
    expect(await queue.enqueue([ad('1')], 2)).toBe(0);
    expect(await queue.enqueue([ad('1', 'h2')], 3)).toBe(1);
    const items = await queue.peek(10);
    expect(items.map((i) => [i.id, i.hash])).toEqual([
      ['1', 'h2'],
      ['2', 'h1'],
    ]);
    expect(items[0]?.raw).toEqual({ ad_archive_id: '1', v: 'h2' });
  });

  it('does not queue an ad sent with the same content, but does when its content changed', async () => {
    const { store } = memoryStore();
    const queue = createQueue(store);
    await queue.enqueue([ad('1')], 1);
    await queue.settle([{ id: '1', hash: 'h1', sent: true }], 2);
    expect(await queue.size()).toBe(0);
    expect(await queue.enqueue([ad('1')], 3)).toBe(0);
    expect(await queue.enqueue([ad('1', 'h2')], 4)).toBe(1);
  });

  it('keeps an ad re-captured with new content while the old copy was being sent', async () => {
    const { store, data } = memoryStore();
    const queue = createQueue(store);
    await queue.enqueue([ad('1'), ad('2')], 1);
    await queue.enqueue([ad('1', 'h2')], 2);
    await queue.settle(
      [
        { id: '1', hash: 'h1', sent: true },
        { id: '2', hash: 'h1', sent: true },
      ],
      3,
    );
    expect((await queue.peek(10)).map((i) => [i.id, i.hash])).toEqual([['1', 'h2']]);
    expect(data.has('queue:item:2')).toBe(false);
  });

  it('forgets rejected ads without marking them sent', async () => {
    const { store } = memoryStore();
    const queue = createQueue(store);
    await queue.enqueue([ad('1')], 1);
    await queue.settle([{ id: '1', hash: 'h1', sent: false }], 2);
    expect(await queue.size()).toBe(0);
    expect(await queue.enqueue([ad('1')], 3)).toBe(1);
  });

  it('is bounded: the oldest queued ads give way, and the sent map keeps the newest ids', async () => {
    const { store, data } = memoryStore();
    const queue = createQueue(store, { maxQueued: 3, maxSent: 2 });
    await queue.enqueue([ad('1'), ad('2'), ad('3')], 1);
    await queue.enqueue([ad('4'), ad('5')], 2);
    expect((await queue.peek(10)).map((i) => i.id)).toEqual(['3', '4', '5']);
    expect(data.has('queue:item:1')).toBe(false);
    await queue.settle([{ id: '3', hash: 'h1', sent: true }], 5);
    await queue.settle([{ id: '4', hash: 'h1', sent: true }], 6);
    await queue.settle([{ id: '5', hash: 'h1', sent: true }], 7);
    expect(Object.keys(data.get(QUEUE_KEYS.sent) as object).sort()).toEqual(['4', '5']);
  });
});
