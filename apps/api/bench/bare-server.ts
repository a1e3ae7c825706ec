/**
 * The benchmark's yardstick, started by `bench/api.ts` in a process of its own: one Fastify route
 * answering a small JSON envelope, with no hooks, plugins, logging or database. Reports its port
 * over IPC.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { id: 1, name: 'bare' }, responseMessage: '' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ type: 'listening', port: (app.server.address() as AddressInfo).port });
process.on('disconnect', () => void app.close());
