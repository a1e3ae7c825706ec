import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_JSON_PATH = '/api/docs/json';

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests, as each route
 * is added: plugins that add routes depend on this one.
 */
async function openApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Docket API',
        description:
          'Case management for a law firm. Every answer is `{ success, data, responseMessage, errors? }`; a failure also carries `code` (listed for each endpoint) and `params`, the values its sentence was made with, so that a client can say it in its own words.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // SECURITY: the reference pages may no more be framed than the app (its policy allows 'self').
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}

export const openApi = fp(openApiPlugin, { name: 'docket-openapi' });
