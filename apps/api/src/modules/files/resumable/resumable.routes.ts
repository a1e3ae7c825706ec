import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ENDPOINTS, type Endpoint, RESUMABLE_UPLOAD_ID, RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import type { Actor } from '../../../lib/context.ts';
import { ok } from '../../../lib/envelope.ts';
import { must } from '../../../lib/must.ts';
import { serviceContext } from '../../../plugins/service-context.ts';
import { checkUploadName, type FilesDeps, stageReceivedFile, tooLarge } from '../files.service.ts';
import { receiveToTempFile, TooLargeError } from '../receive-upload.ts';
import { uploadAnswer } from '../upload-answer.ts';
import { checkCreation, readUploadMetadata, toTusMetadata, type UploadMetadata } from './creation-request.ts';
import type { ResumableStore } from './resumable-stores.ts';

/** What the routes know of a request that tus's hooks, which see only the web Request, need. */
type Exchange = {
  request: FastifyRequest & { actor: Actor };
  id?: string;
  created?: UploadMetadata;
  /** A failure of ours raised inside tus, answered in the envelope once tus has let go. */
  failure?: AppError;
};

/** The request headers tus reads; nothing else is handed on. */
const TUS_HEADERS = [
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'upload-concat',
  'content-type',
  'content-length',
];

/**
 * Resumable uploads (the tus protocol) beside Uploadfile, for phones whose connection drops: the
 * file arrives in PATCHes, and a client cut off asks (HEAD) where to go on from, after a reload
 * or a restart of the server too. The last byte sends the file through Uploadfile's own checks
 * and staging (stageReceivedFile), so what the rest of the app sees is the same file, staged the
 * same way. Sign-in and access are Uploadfile's; an upload is its creator's alone, and anyone
 * else is told it does not exist. Decision 035.
 */
export async function resumableRoutes(
  app: FastifyInstance,
  options: { deps: FilesDeps; store: ResumableStore },
): Promise<void> {
  const { deps, store } = options;
  const exchanges = new WeakMap<Request, Exchange>();
  const exchangeOf = (req: Request) => must(exchanges.get(req), 'the exchange of a tus request');

  const tus = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: store.datastore,
    relativeLocation: true,
    maxSize: deps.maxBytes(undefined),
    namingFunction: () => randomBytes(16).toString('hex'),
    getFileIdFromRequest: (req) => exchanges.get(req)?.id,
    onUploadCreate: async (req) => ({
      metadata: toTusMetadata(must(exchangeOf(req).created, 'checked metadata')),
    }),
    onUploadFinish: async (req, upload) => {
      const answer = uploadAnswer(await finish(exchangeOf(req), upload));
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ ...answer, ...ok(answer) }),
      };
    },
    onResponseError: (req, error) => {
      if (error instanceof AppError) exchangeOf(req).failure = error;
      return undefined;
    },
  });

  /** The whole file, out of the upload store into a temp file, judged and staged; the upload goes either way. */
  async function finish(exchange: Exchange, upload: Upload) {
    const metadata = must(readUploadMetadata(upload.metadata), "a finished upload's metadata");
    const ctx = serviceContext(exchange.request);
    try {
      const checked = checkUploadName(metadata.kind, metadata.filename);
      const maxBytes = deps.maxBytes(metadata.kind);
      const received = await receiveToTempFile(
        await store.datastore.read(upload.id),
        deps.tempDir,
        maxBytes,
      ).catch((error: unknown) => {
        throw error instanceof TooLargeError ? tooLarge(maxBytes) : error;
      });
      return await stageReceivedFile(ctx, deps, metadata.kind, checked, received);
    } finally {
      await store.datastore.remove(upload.id);
    }
  }

  // A PATCH's body is the file's bytes, which tus reads from the request as they come.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  // Whoever may call Uploadfile, and as often, may upload this way: the same description decides.
  const upload: Endpoint = ENDPOINTS.uploadFile;
  const config = {
    auth: upload.auth ?? 'required',
    ...(upload.roles ? { roles: upload.roles } : {}),
    ...(upload.allowRestricted ? { allowRestricted: true } : {}),
    ...(upload.accountRateLimit
      ? { rateLimit: { max: app.services.config.accountRateLimit, timeWindow: 60_000 } }
      : {}),
  } as const;
  // Tus answers are not cacheable anywhere, and say which protocol they speak, failures included.
  const onRequest = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('tus-resumable', '1.0.0').header('cache-control', 'no-store');
  };

  app.route({
    method: 'POST',
    url: RESUMABLE_UPLOADS_PATH,
    config,
    onRequest,
    schema: { hide: true },
    handler: async (request, reply) => {
      const actor = must(request.actor, 'the signed-in caller');
      const { metadata } = checkCreation(
        { query: request.query, headers: request.headers, owner: actor.userId, role: actor.role },
        deps.maxBytes,
      );
      return relay(request, reply, { request: request as Exchange['request'], created: metadata });
    },
  });

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${RESUMABLE_UPLOADS_PATH}/:id`,
    config,
    onRequest,
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      const actor = must(request.actor, 'the signed-in caller');
      const { id } = request.params as { id: string };
      // SECURITY: someone else's upload answers exactly as one that does not exist.
      const found = RESUMABLE_UPLOAD_ID.test(id)
        ? await store.datastore.getUpload(id).catch(() => null)
        : null;
      if (readUploadMetadata(found?.metadata)?.owner !== actor.userId) {
        request.raw.resume();
        throw new AppError('RESUMABLE_UPLOAD_NOT_FOUND');
      }
      return relay(request, reply, { request: request as Exchange['request'], id });
    },
  });

  /** Hands the request to tus and its answer back through Fastify, so every hook of the API still runs. */
  async function relay(request: FastifyRequest, reply: FastifyReply, exchange: Exchange) {
    const req = toWebRequest(request);
    exchanges.set(req, exchange);
    const response = await tus.handleWeb(req);
    if (exchange.failure) throw exchange.failure;
    if (response.status >= 400) throw tusFailure(response.status, request);
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      // SECURITY: tus would allow every origin; CORS is the API's to answer (plugins/cors.ts).
      if (!name.startsWith('access-control-')) reply.header(name, value);
    }
    return reply.send(response.body ? await response.text() : undefined);
  }
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of TUS_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = request.method === 'PATCH' || request.method === 'POST';
  return new Request(`http://docket.internal${request.url}`, {
    method: request.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Tus's own refusals (plain text) as the API's coded failures. */
function tusFailure(status: number, request: FastifyRequest): Error {
  if (status === 404 || status === 410) return new AppError('RESUMABLE_UPLOAD_NOT_FOUND', { status });
  if (status === 409) return new AppError('UPLOAD_OFFSET_MISMATCH');
  // A connection cut mid-PATCH: the bytes that arrived are kept, and there is no one left to answer.
  if (request.raw.errored || request.raw.destroyed) return new AppError('UPLOAD_BROKEN');
  if (status < 500 || status === 501)
    return new AppError('UPLOAD_REQUEST_INVALID', { status: status < 500 ? status : 400 });
  return new Error(`the resumable upload failed with ${status}`);
}
