import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The specification's calls with "empty" payloads (GetMFA, GetCurrentUser, AssignSolictor) reach
 * the server either with no body at all or, from many HTTP libraries, with an empty body still
 * labelled application/json. Both mean "no payload": an empty JSON body is read as none rather than
 * refused. Anything else is parsed by Fastify's own parser, with its guards against prototype
 * poisoning.
 */
async function emptyJsonBodiesPlugin(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}

export const emptyJsonBodies = fp(emptyJsonBodiesPlugin, { name: 'docket-empty-json-bodies' });
