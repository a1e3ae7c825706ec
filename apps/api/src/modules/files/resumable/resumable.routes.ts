import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ENDPOINTS, type Endpoint, RESUMABLE_UPLOADS_PATH, type UploadKind } from '@docket/contract';
import { type Locker, Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serviceContext } from '../../../http/service-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Actor } from '../../../lib/context.ts';
import { must } from '../../../lib/must.ts';
import { uploadLimit } from '../files.service.ts';
import { checkCreation, toTusMetadata, type UploadMetadata } from './creation-request.ts';
import { findOwnUpload, finishUpload, forgetFinishedUpload, type KeptAnswer } from './resumable.service.ts';

type SignedInRequest = FastifyRequest & { actor: Actor };

/** What the routes know of a request that tus's hooks, which see only the web Request, need. */
type Exchange = {
  request: SignedInRequest;
  id?: string;
  created?: UploadMetadata;
  /** A failure of ours raised inside tus, answered in the envelope once tus has let go. */
  failure?: AppError;
  /** The upload was finished by this PATCH: tus's answer is ours (the envelope), whatever its status. */
  finished?: boolean;
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
  options: {
    /** Who may touch an upload at a moment; tus's in-memory one (this process only) when not given. */
    locker?: Locker | undefined;
  },
): Promise<void> {
  const { locker } = options;
  const { files } = app.services;
  const limit = (kind?: UploadKind) => uploadLimit(app.services.config, kind);
  const exchanges = new WeakMap<Request, Exchange>();
  const exchangeOf = (req: Request) => must(exchanges.get(req), 'the exchange of a tus request');

  const tus = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: files.resumable.datastore,
    relativeLocation: true,
    maxSize: limit(),
    namingFunction: () => randomBytes(16).toString('hex'),
    getFileIdFromRequest: (req) => exchanges.get(req)?.id,
    ...(locker ? { locker } : {}),
    onUploadCreate: async (req) => ({
      metadata: toTusMetadata(must(exchangeOf(req).created, 'checked metadata')),
    }),
    // tus has let go of the upload's lock by now: the claim in finishUpload (resumable.service.ts) keeps others out.
    onUploadFinish: async (req, upload) => {
      const exchange = exchangeOf(req);
      const answer = await finishUpload(serviceContext(exchange.request), upload);
      exchange.finished = true;
      return {
        status_code: answer.status,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(answer.body),
      };
    },
    onResponseError: (req, error) => {
      if (error instanceof AppError) exchangeOf(req).failure = error;
      return undefined;
    },
  });

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
        limit,
      );
      return relay(request, reply, { request: request as SignedInRequest, created: metadata });
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
      const { id } = request.params as { id: string };
      const found = await findOwnUpload(serviceContext(request as SignedInRequest), id);
      // Only an upload taking bytes reads a PATCH's body; any other answer leaves it unread.
      if (found?.state !== 'open') request.raw.resume();
      if (!found) throw new AppError('RESUMABLE_UPLOAD_NOT_FOUND');
      // While the file is judged and staged, the client waits (tus-js-client retries a 423).
      if (found.state === 'finishing') throw new AppError('RESUMABLE_UPLOAD_FINISHING');
      if (found.state === 'open') return relay(request, reply, { request: request as SignedInRequest, id });
      // Finished: HEAD says it is whole, so the client asks for its answer (GET); a PATCH is out
      // of step and leads to that HEAD; a DELETE (a cancel) forgets the answer.
      if (request.method === 'PATCH') throw new AppError('UPLOAD_OFFSET_MISMATCH');
      if (request.method === 'DELETE') {
        await forgetFinishedUpload(serviceContext(request as SignedInRequest), id);
        return reply.code(204).send();
      }
      const length = String(found.length);
      return reply.code(200).header('upload-offset', length).header('upload-length', length).send();
    },
  });

  // The answer a finished upload gave, for its owner: asked by a client whose last PATCH went
  // unanswered and whose HEAD then found the upload whole.
  app.route({
    method: 'GET',
    url: `${RESUMABLE_UPLOADS_PATH}/:id`,
    config,
    onRequest,
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      const ctx = serviceContext(request as SignedInRequest);
      const found = await findOwnUpload(ctx, id);
      if (!found) throw new AppError('RESUMABLE_UPLOAD_NOT_FOUND');
      if (found.state === 'finishing') throw new AppError('RESUMABLE_UPLOAD_FINISHING');
      let answer: KeptAnswer;
      if (found.state === 'finished') answer = found.answer;
      // Whole but never finished (its finishing failed or its instance stopped): finished now.
      else if (found.upload.offset === found.upload.size) answer = await finishUpload(ctx, found.upload);
      else throw new AppError('UPLOAD_OFFSET_MISMATCH');
      return reply
        .code(answer.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(answer.body));
    },
  });

  /** Hands the request to tus and its answer back through Fastify, so every hook of the API still runs. */
  async function relay(request: FastifyRequest, reply: FastifyReply, exchange: Exchange) {
    const req = toWebRequest(request);
    exchanges.set(req, exchange);
    const response = await tus.handleWeb(req);
    if (exchange.failure) throw exchange.failure;
    if (response.status >= 400 && !exchange.finished) throw tusFailure(response.status, request);
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
