import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobEngine } from '../lib/jobs/engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking background work and waits (up to 8 s) for the batch in progress: called as
     * shutdown starts, beside the requests' drain, so the two waits share the 10 s rather than
     * add up, and no batch is begun while the server is going.
     */
    stopBackgroundWork(): Promise<void>;
  }
}

/**
 * The background engine's life in the app (decision 043): it counts the requests in flight for
 * its yield gate, starts once the server listens (an app that only answers injected requests,
 * as in tests, runs jobs when told: `services.jobs.drain()`), stops taking work as shutdown
 * starts (`stopBackgroundWork`, beside the requests' drain), and on close lets go of pg-boss.
 */
async function jobsPlugin(app: FastifyInstance, options: { engine: JobEngine }): Promise<void> {
  const { engine } = options;
  app.decorate('stopBackgroundWork', () => engine.stop());
  app.addHook('onRequest', async (_request, reply) => {
    engine.gate.requestStarted();
    // 'close' comes once per response, whether it was sent or the client went away first.
    reply.raw.once('close', engine.gate.requestEnded);
  });
  app.addHook('onReady', () => engine.prepare());
  app.addHook('onListen', async () => {
    await engine.start();
  });
  app.addHook('onClose', () => engine.close());
}

export const jobs = fp(jobsPlugin, { name: 'docket-jobs' });
