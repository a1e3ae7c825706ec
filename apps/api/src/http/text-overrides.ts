import { isLanguage } from '@docket/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LocaleOverrides } from '../lib/locale-overrides.ts';

/** The meta element the web app reads (apps/web/src/lib/text-overrides.ts). */
const META = 'docket-text-overrides';

/**
 * `<meta name="docket-text-overrides" content="ar:1a2b fa:3c4d">`: the languages the firm corrected
 * and each one's version, so the browser fetches corrections only where there are some, and
 * whenever they change. Empty when there are none.
 */
export function overridesMeta(overrides: LocaleOverrides): string {
  const pairs = Object.entries(overrides)
    .filter(([, texts]) => texts && Object.keys(texts.web).length > 0)
    .map(([language, texts]) => `${language}:${texts?.version}`);
  return pairs.length ? `<meta name="${META}" content="${pairs.join(' ')}">` : '';
}

/**
 * GET /locales/overrides/<lng>.<version>.json: a language's corrections of the web app's texts
 * alone (a few hundred bytes), beside the bundled texts rather than rebuilt into them. The version
 * is in the address, so the browser may keep it for good; an old version gets the current
 * corrections, not to be kept.
 */
export function registerTextOverrides(
  app: FastifyInstance,
  overrides: LocaleOverrides,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.get<{ Params: { file: string } }>(
    '/locales/overrides/:file',
    { schema: { hide: true }, config: { auth: 'public' } },
    async (request, reply) => {
      const [, language, version] = /^([a-z]{2,3})\.([\w-]+)\.json$/.exec(request.params.file) ?? [];
      const texts = isLanguage(language) ? overrides[language] : undefined;
      if (!texts || Object.keys(texts.web).length === 0) {
        return notFound(request, reply);
      }
      reply.header(
        'cache-control',
        version === texts.version ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(texts.web));
    },
  );
}
