import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { afterEach, describe, expect, type FakeTimersConfig, it, vi } from 'vitest';
import { afterLoopTime, LATE_MS } from './loop-time';

/** Holds the event loop as a synchronous parse of a large body does. */
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Nothing else runs meanwhile: no timer, no I/O.
  }
};

// The timers are faked and the loop's clock is a variable. A free loop moves both together; a
// blocked loop moves the clock alone, and then runs the timer that fell due meanwhile, late.
describe('a deadline in the event loop’s own time', () => {
  // setImmediate too: a deadline concludes in one, after the loop has polled for I/O.
  const FAKED: FakeTimersConfig = {
    toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate'],
  };
  let clock = 0;
  const now = () => clock;
  const run = (ms: number) => {
    for (let i = 0; i < ms; i++) {
      clock += 1;
      vi.advanceTimersByTime(1);
    }
  };
  const blockUntilDue = (ms: number) => {
    clock += ms;
    vi.advanceTimersToNextTimer();
  };
  afterEach(() => {
    vi.useRealTimers();
    clock = 0;
  });

  it('fires after its time when the loop is free', () => {
    vi.useFakeTimers(FAKED);
    const fired = vi.fn();
    afterLoopTime(750, fired, now);
    run(750);
    expect(fired).not.toHaveBeenCalled();
    // Once the loop has polled for I/O (the fake clock runs immediates a millisecond on).
    run(1);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('gives back the time the loop was blocked, so an answer that arrived meanwhile is read first', () => {
    vi.useFakeTimers(FAKED);
    const fired = vi.fn();
    afterLoopTime(750, fired, now);
    // A 2 s parse: the deadline's timer runs late.
    blockUntilDue(2000);
    expect(fired).not.toHaveBeenCalled();
    run(650);
    expect(fired).not.toHaveBeenCalled();
    run(150);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('gives back a block that held the query back and ended just past the deadline', () => {
    vi.useFakeTimers(FAKED);
    const fired = vi.fn();
    // The change feed's heartbeat (1 s): its `select 1` is written on the next immediate, and a
    // 1,050 ms parse runs first. Its timer is only 50 ms late, well within jitter, and fired before
    // the query had even reached the server: the feed was called dead once per ingest run.
    afterLoopTime(1000, fired, now);
    blockUntilDue(1050);
    run(1);
    expect(fired).not.toHaveBeenCalled();
    run(900);
    expect(fired).not.toHaveBeenCalled();
    run(100);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('counts a small lateness as the loop’s ordinary jitter', () => {
    vi.useFakeTimers(FAKED);
    const fired = vi.fn();
    afterLoopTime(750, fired, now);
    run(700);
    blockUntilDue(50 + LATE_MS);
    run(1);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('never fires once cancelled', () => {
    vi.useFakeTimers(FAKED);
    const fired = vi.fn();
    const cancel = afterLoopTime(750, fired, now);
    run(400);
    cancel();
    run(1000);
    expect(fired).not.toHaveBeenCalled();
  });
});

// Real timers and a really blocked loop: what the fake clock cannot show is when the timer's own
// firing is not late, and what runs first when the timer and an answer are both due.
describe('a deadline and a loop blocked during its window', () => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets) socket.destroy();
  });

  it('gives back a block early in its window too, though its own timer is not late', async () => {
    let blockEnded = 0;
    const free = await new Promise<number>((resolve) => {
      setImmediate(() => {
        afterLoopTime(300, () => resolve(performance.now() - blockEnded));
        // 200 ms in which the query could not be written, nor its answer read.
        busy(200);
        blockEnded = performance.now();
      });
    });
    // About 250 ms of free loop after the block; judged by its timer alone, 100 ms.
    expect(free).toBeGreaterThanOrEqual(200);
  });

  it('lets the loop read an answer already received before it fires', async () => {
    const server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const client = tcpConnect(typeof address === 'object' && address ? address.port : 0, '127.0.0.1');
    sockets.push(client);
    await new Promise((resolve) => client.once('connect', resolve));
    if (sockets.length < 2) await new Promise((resolve) => server.once('connection', resolve));
    const peer = sockets.find((socket) => socket !== client);
    const order: string[] = [];
    client.once('data', () => order.push('answer read'));
    await new Promise<void>((resolve) => {
      // From an immediate, the block ends just before the timers run: the deadline is due and the
      // answer is in the socket, as when the database answered during a parse.
      setImmediate(() => {
        afterLoopTime(20, () => {
          order.push('deadline');
          resolve();
        });
        peer?.write('1');
        busy(40);
      });
    });
    server.close();
    expect(order).toEqual(['answer read', 'deadline']);
  });
});
