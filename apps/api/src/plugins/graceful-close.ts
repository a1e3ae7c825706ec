import type { FastifyInstance } from 'fastify';

/**
 * Node closes only the keep-alive connections that are idle at the moment close() is called; a
 * connection busy then would stay open until the client's keep-alive ends and hold shutdown up.
 * Answers finished while closing therefore tell the client to hang up.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
