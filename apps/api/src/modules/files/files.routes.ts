import { ENDPOINTS } from '@docket/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isValidAvatarAddress } from '../../lib/avatar-address.ts';
import type { ServiceContext, StoredFile } from '../../lib/context.ts';
import { ok } from '../../lib/envelope.ts';
import { isStorageKey } from '../../lib/storage/file-storage.ts';
import {
  findCurrentAvatar,
  findReadableFile,
  openStoredFile,
  receiveUpload,
  tooLarge,
  uploadLimit,
} from './files.service.ts';
import { uploadAnswer } from './upload-answer.ts';

const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The multipart parser's failures, as the person sending is told them. */
function parserError(error: unknown, maxBytes: number): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  // With files: 1 the parser skips any further file unread and says only this.
  if (code === 'FST_FILES_LIMIT') return new AppError('UPLOAD_TOO_MANY_FILES');
  // The parser's own errors (a body cut off in a part's head) carry no status: the client's fault.
  if (!statusCode) return new AppError('UPLOAD_BROKEN');
  return error;
}

async function sendStoredFile(
  ctx: ServiceContext,
  reply: FastifyReply,
  row: StoredFile,
  inline: boolean,
  cacheControl = 'private, no-store',
) {
  const stream = await openStoredFile(ctx, row);
  const disposition = inline && INLINE_TYPES.has(row.contentType) ? 'inline' : 'attachment';
  return (
    reply
      .header('content-type', row.contentType)
      .header('content-length', row.sizeBytes)
      .header('content-disposition', contentDisposition(row.originalName, { type: disposition }))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', cacheControl)
      // SECURITY: the file may not run anything, nor be framed by another site (clickjacking).
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .send(stream)
  );
}

export async function filesRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.uploadFile, async (request) => {
    if (!request.isMultipart()) throw new AppError('UPLOAD_NOT_MULTIPART');
    // Without a kind (the specification's client sends none), the widest rules apply now and
    // those of what the file becomes when it is claimed (files.service.ts).
    const kind = request.query.kind;
    if (kind === 'template' && request.actor.role === 'Client')
      throw new AppError('TEMPLATE_UPLOAD_FORBIDDEN');
    const ctx = serviceContext(request);
    const maxBytes = uploadLimit(ctx.services.config, kind);
    const files = request.files({ limits: { fileSize: maxBytes + 1, files: 1 } });
    const next = () =>
      files.next().catch((error: unknown) => {
        throw parserError(error, maxBytes);
      });
    const first = await next();
    const part = first.done ? undefined : first.value;
    if (part?.fieldname !== 'file') throw new AppError('UPLOAD_FIELD_MISSING');
    const row = await receiveUpload(ctx, kind, {
      stream: part.file,
      fileName: part.filename,
      // A second file shows only once the first has been read, so the body is read to its end
      // before anything is stored: one request never stages part of what it sent. The parser
      // never hands over a second file (files: 1): it fails here instead (parserError).
      restOfBody: async () => {
        await next();
      },
    });
    return ok(uploadAnswer(row));
  });

  endpointRoute(app, ENDPOINTS.downloadFile, async (request, reply) => {
    const key = request.headers.filepath;
    if (!isStorageKey(key)) throw new AppError('FILE_NOT_FOUND');
    const inline = request.query.inline ?? false;
    const ctx = serviceContext(request);
    const row = await findReadableFile(ctx, key, inline ? 'view' : 'download');
    return sendStoredFile(ctx, reply, row, inline);
  });

  // SECURITY: no token here, so the signature is the authority: this server signed the key and
  // its expiry, and the key is still someone's avatar. Anything else is the same 404.
  endpointRoute(app, ENDPOINTS.avatarImage, async (request, reply) => {
    const { key, expires } = request.query;
    const ctx = serviceContext(request);
    const now = ctx.now();
    if (!isStorageKey(key) || !isValidAvatarAddress(request.query, now, ctx.services.encryptionKey))
      throw new AppError('FILE_NOT_FOUND');
    const row = await findCurrentAvatar(ctx, key);
    // The address changes with the avatar: the picture may be kept until the address expires.
    const maxAge = Math.max(0, expires - Math.floor(now.getTime() / 1000));
    // An <img> of a client served from another origin the firm allows (CORS_ORIGINS) must be let
    // load it; the signature, not the origin, is what guards it.
    if (ctx.services.config.corsOrigins.length > 0)
      reply.header('cross-origin-resource-policy', 'cross-origin');
    return sendStoredFile(ctx, reply, row, true, `private, max-age=${maxAge}`);
  });

  endpointRoute(app, ENDPOINTS.getExampleFile, async (request, reply) => {
    const key = request.query.fileName;
    if (!isStorageKey(key)) throw new AppError('FILE_NOT_FOUND');
    // Case documents are read through DownloadFile only.
    const ctx = serviceContext(request);
    const row = await findReadableFile(ctx, key, 'download', ['template', 'avatar']);
    return sendStoredFile(ctx, reply, row, request.query.inline ?? false);
  });
}
