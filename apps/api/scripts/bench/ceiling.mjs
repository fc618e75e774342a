// The ceiling: a bare Fastify hello-world in a process of its own, like the API, without a logger.
// Run by bench.mjs as `node ceiling.mjs PORT`.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
