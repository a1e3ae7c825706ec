import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHousekeeping, type Housekeeping } from '../lib/housekeeping.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one scheduler of background work (decision 041): modules register their tasks on it. */
    housekeeping: Housekeeping;
  }
}

/**
 * Registered before the modules, which register their tasks as they are added. The schedule runs
 * once the server listens, as the mail outbox does: an app that only answers injected requests
 * (tests) runs tasks when told (runDue). On close it waits for the task in progress.
 */
async function housekeepingPlugin(app: FastifyInstance): Promise<void> {
  const scheduler = createHousekeeping({ db: app.db, clock: app.clock, log: app.log });
  app.decorate('housekeeping', scheduler satisfies Housekeeping);
  app.addHook('onListen', async () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
}

export const housekeeping = fp(housekeepingPlugin, { name: 'housekeeping' });
