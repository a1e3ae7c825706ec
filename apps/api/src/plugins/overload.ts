import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { sendFailure } from './error-envelope.ts';

/**
 * When the event loop lags or the heap grows past its limit, answer new requests 503 with
 * Retry-After at once, so a load balancer or the browser backs off instead of the process falling over.
 */
export async function registerOverloadProtection(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: config.overload.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.overload.maxHeapBytes,
    retryAfter: 10,
    // Returns nothing: under-pressure would send a returned value as the answer.
    pressureHandler: (_request, reply) => {
      sendFailure(reply.header('retry-after', '10'), new AppError('OVERLOADED'));
    },
  });
}
