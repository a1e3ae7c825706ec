import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { sendFailure } from './error-envelope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts shutting down (decision 012): from now on every new request is answered 503, on new
     * and kept-alive connections alike, while the server still listens. Resolves once every request
     * that arrived before has been answered; then close() can stop listening.
     */
    drain(): Promise<void>;
  }
}

/**
 * Requests in flight when shutdown starts finish normally; new ones get 503 with Retry-After in
 * the envelope, so a browser or a load balancer retries rather than seeing a refused connection.
 *
 * Node closes only the keep-alive connections that are idle at the moment close() is called; a
 * connection busy then would stay open until the client's keep-alive ends and hold shutdown up.
 * Answers sent while shutting down therefore tell the client to hang up (decision 004).
 */
async function gracefulClosePlugin(app: FastifyInstance): Promise<void> {
  let draining = false;
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const finished = () => {
    inFlight--;
    if (draining && inFlight === 0) drained?.();
  };

  app.decorate('drain', () => {
    draining = true;
    if (inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      drained = resolve;
    });
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      request.log.info('answered 503: shutting down');
      return sendFailure(reply.header('retry-after', '5'), new AppError('RESTARTING'));
    }
    inFlight++;
    // 'close' comes once per response, whether it was sent or the client went away first.
    reply.raw.once('close', finished);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

export const gracefulClose = fp(gracefulClosePlugin, {
  name: 'docket-graceful-close',
  // Its 503s carry the security headers (set on request) and, for a listed origin, CORS's.
  dependencies: ['docket-security-headers', 'docket-cors'],
});
