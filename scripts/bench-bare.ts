// The bench's ceiling: a bare Fastify app with one JSON route, started like the gateway (same
// Node, same loader, own process), so the gateway's figures can be read as a share of it.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ code: 100000, data: { status: 'up' }, msg: 'success' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
