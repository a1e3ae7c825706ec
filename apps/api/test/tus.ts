import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { must } from '../src/lib/must.ts';

/**
 * A tus 1.0.0 client, request by request, as tus-js-client speaks it: the tests take each step
 * (create, PATCH, HEAD) by hand so that they can stop, cut and resume where they choose.
 */
const TUS = { 'tus-resumable': '1.0.0' };

export function uploadMetadata(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export function createUpload(
  app: FastifyInstance,
  auth: Record<string, string>,
  options: { fileName: string; length: number; kind?: string; metadata?: string },
) {
  const query = options.kind === undefined ? '' : `?kind=${options.kind}`;
  return app.inject({
    method: 'POST',
    url: `${RESUMABLE_UPLOADS_PATH}${query}`,
    headers: {
      ...auth,
      ...TUS,
      'upload-length': String(options.length),
      'upload-metadata': options.metadata ?? uploadMetadata({ filename: options.fileName }),
    },
  });
}

/** The address a creation answered, for the requests that follow. */
export function locationOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  if (response.statusCode !== 201)
    throw new Error(`creation failed: ${response.statusCode} ${response.body}`);
  return String(must(response.headers.location, 'the Location of the new upload'));
}

export function patchUpload(
  app: FastifyInstance,
  auth: Record<string, string>,
  location: string,
  offset: number,
  bytes: Buffer,
) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...auth,
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

export function headUpload(app: FastifyInstance, auth: Record<string, string>, location: string) {
  return app.inject({ method: 'HEAD', url: location, headers: { ...auth, ...TUS } });
}

/**
 * A PATCH over a real connection that is cut once `sent` of its bytes are written: the client
 * announces the whole rest, as a phone does, and the network gives way part way.
 */
export async function patchThenCut(
  app: FastifyInstance,
  auth: Record<string, string>,
  location: string,
  offset: number,
  rest: Buffer,
  sent: number,
): Promise<void> {
  const { port } = app.server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: location,
      headers: {
        ...auth,
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(rest.length),
      },
    });
    req.on('error', () => resolve());
    req.on('response', (res) => {
      res.resume();
      resolve();
    });
    req.write(rest.subarray(0, sent), () => {
      // Give the bytes time to arrive, then drop the connection as a lost signal would.
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
  });
}

/** Waits until HEAD says the server holds `offset` bytes (a cut PATCH settles a moment after the cut). */
export async function settledOffset(
  app: FastifyInstance,
  auth: Record<string, string>,
  location: string,
): Promise<number> {
  let last = -1;
  for (let attempt = 0; attempt < 50; attempt++) {
    const head = await headUpload(app, auth, location);
    if (head.statusCode !== 200) throw new Error(`HEAD answered ${head.statusCode}`);
    const offset = Number(head.headers['upload-offset']);
    if (offset === last) return offset;
    last = offset;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return last;
}

/** The answer a finished upload gave, asked again as the web app asks after a lost PATCH answer. */
export function uploadAnswer(app: FastifyInstance, auth: Record<string, string>, location: string) {
  return app.inject({ method: 'GET', url: location, headers: { ...auth, ...TUS } });
}

/**
 * Holds the next file staged (its move into storage) until `release`, so that a test can ask
 * about an upload while it is being finished; `fail` ends it with a failure of the store instead.
 * The files after it are staged as usual.
 */
export function holdNextStaging(app: FastifyInstance) {
  const storage = app.services.files.storage;
  const putFile = storage.putFile;
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  let open: (failure?: Error) => void = () => {};
  const gate = new Promise<void>((resolve, reject) => {
    open = (failure) => (failure ? reject(failure) : resolve());
  });
  gate.catch(() => {});
  storage.putFile = async (key, localPath) => {
    storage.putFile = putFile;
    reach();
    await gate;
    return putFile.call(storage, key, localPath);
  };
  return {
    reached,
    release: () => open(),
    fail: () => open(new Error('the store could not be reached')),
  };
}
