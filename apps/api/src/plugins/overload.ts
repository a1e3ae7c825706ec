import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { sendFailure } from './error-envelope.ts';

/**
 * When the event loop lags or the heap grows past its limit, answer new requests 503 with
 * Retry-After at once, so a load balancer or the browser backs off instead of the process falling over.
 */
async function overloadPlugin(app: FastifyInstance, options: Config['overload']): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapBytes,
    retryAfter: 10,
    // Returns nothing: under-pressure would send a returned value as the answer.
    pressureHandler: (_request, reply) => {
      sendFailure(reply.header('retry-after', '10'), new AppError('OVERLOADED'));
    },
  });
}

export const overloadProtection = fp(overloadPlugin, {
  name: 'docket-overload',
  dependencies: ['docket-cors'],
});
