import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP relay between the API and PostgreSQL that a test breaks on purpose:
 * - `cut()`: what a stopped server looks like: open connections are reset, new ones refused;
 * - `stall()`: a network that lost its route: connections stay open and nothing gets through (it
 *   is held back, as TCP retransmits it), new ones are accepted and then hang;
 * - `restore()`: relays again on the same port, delivering what was held back.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const sockets = new Set<Socket>();
  let stalled = false;
  let server: Server | null = null;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  /** Per connection: what to do when a stall ends. */
  const resumers = new Set<() => void>();

  const relay = (client: Socket) => {
    track(client);
    let upstream: Socket | null = null;
    const toServer: Buffer[] = [];
    const toClient: Buffer[] = [];
    const flush = () => {
      for (const chunk of toServer.splice(0)) upstream?.write(chunk);
      for (const chunk of toClient.splice(0)) client.write(chunk);
    };
    const open = () => {
      const socket = tcpConnect(target.port, target.host);
      upstream = socket;
      track(socket);
      socket.on('data', (chunk: Buffer) => (stalled ? toClient.push(chunk) : client.write(chunk)));
      socket.once('close', () => client.destroy());
      flush();
    };
    // Held back, as a network that lost its route holds them, until the stall ends.
    client.on('data', (chunk: Buffer) =>
      stalled || !upstream ? toServer.push(chunk) : upstream.write(chunk),
    );
    const resume = () => {
      if (upstream) flush();
      else open();
    };
    resumers.add(resume);
    client.once('close', () => {
      resumers.delete(resume);
      upstream?.destroy();
    });
    if (!stalled) open();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(relay);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        server = next;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  const dropAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut: async () => {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    stall: () => {
      stalled = true;
    },
    restore: async () => {
      stalled = false;
      for (const resume of resumers) resume();
      if (!server) await listen();
    },
    close: async () => {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
};
