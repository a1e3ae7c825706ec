import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cors } from './cors.ts';
import { gracefulClose } from './graceful-close.ts';
import { securityHeaders } from './security-headers.ts';

let app: ReturnType<typeof Fastify>;
afterEach(async () => {
  await app.close().catch(() => undefined);
});

describe('a plugin registered before those it depends on', () => {
  it('stops the app from starting, naming the missing one', async () => {
    app = Fastify();
    await app.register(securityHeaders);
    await expect(app.register(gracefulClose)).rejects.toThrow(
      "The dependency 'docket-cors' of plugin 'docket-graceful-close' is not registered",
    );
  });

  it('starts once they are there', async () => {
    app = Fastify();
    await app.register(securityHeaders);
    await app.register(cors, { origins: [] });
    await app.register(gracefulClose);
    await expect(app.ready()).resolves.toBeDefined();
  });
});
