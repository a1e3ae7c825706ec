import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../http/api-route.ts';

/** SECURITY: a strict policy: no inline or third-party script, no framing, no plugins. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // HSTS belongs to the TLS-terminating proxy; sending it from a plain-HTTP office server breaks nothing but helps nothing.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    // SECURITY: API answers carry personal data; no shared or browser cache may keep them.
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'docket-security-headers' });
