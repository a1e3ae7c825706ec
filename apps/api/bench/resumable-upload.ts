/**
 * Part of `npm run bench:upload`: a 3 MB photo sent with the tus protocol, as the web app sends
 * it (tus-js-client, 384 KiB PATCHes), through a proxy that plays a weak 3G link (about
 * 750 kbit/s up, 150 ms round trip) and cuts the connection once half the photo has gone out.
 * Prints every byte the phone sent (headers, the bytes lost in the cut and the resumed rest), the
 * ratio to the photo's size (goal: under 1.25) and the time to done. Printed, not asserted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { Upload } from 'tus-js-client';
import { freePort, signInOverHttp, startServer, waitUntilHealthy } from '../test/server-process.ts';

const PHOTO_BYTES = 3 * 1024 * 1024;
/** The web app's (upload-file.ts). */
const CHUNK_BYTES = 384 * 1024;
const UPLINK_BYTES_PER_SECOND = 750_000 / 8;
const ONE_WAY_DELAY_MS = 75;
/** What the phone's network stack holds before the link takes it: lost when the link is cut. */
const SEND_BUFFER_BYTES = 64 * 1024;
const GOAL_RATIO = 1.25;

type Link = { port: number; sentUp: () => number; cuts: () => number; close: () => void };

/**
 * A TCP proxy that paces the client's bytes to the uplink's rate, delays both ways by half the
 * round trip, and drops the connection carrying the byte at `cutAt`, once.
 */
async function weakLink(targetPort: number, cutAt: number): Promise<Link> {
  let sentUp = 0;
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server = createServer((phone) => {
    const api = connect(targetPort, '127.0.0.1');
    sockets.add(phone).add(api);
    let linkFreeAt = Date.now();
    let queued = 0;
    const drop = () => {
      phone.destroy();
      api.destroy();
    };
    phone.on('data', (data: Buffer) => {
      sentUp += data.length;
      if (cuts === 0 && sentUp >= cutAt) {
        cuts++;
        drop();
        return;
      }
      linkFreeAt = Math.max(Date.now(), linkFreeAt) + (data.length / UPLINK_BYTES_PER_SECOND) * 1000;
      queued += data.length;
      if (queued > SEND_BUFFER_BYTES) phone.pause();
      setTimeout(
        () => {
          if (!api.destroyed) api.write(data);
          queued -= data.length;
          if (queued <= SEND_BUFFER_BYTES) phone.resume();
        },
        linkFreeAt - Date.now() + ONE_WAY_DELAY_MS,
      );
    });
    api.on('data', (data: Buffer) => {
      setTimeout(() => {
        if (!phone.destroyed) phone.write(data);
      }, ONE_WAY_DELAY_MS);
    });
    phone.on('close', () => setTimeout(() => api.destroy(), ONE_WAY_DELAY_MS));
    api.on('close', () => setTimeout(() => phone.destroy(), ONE_WAY_DELAY_MS));
    phone.on('error', drop);
    api.on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    sentUp: () => sentUp,
    cuts: () => cuts,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** A JPEG's first bytes, then noise, as a camera's photo is to the content check: a JPEG. */
function photo(): Buffer {
  const body = randomBytes(PHOTO_BYTES);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(body);
  body.writeUInt16BE(0xffd9, PHOTO_BYTES - 2);
  return body;
}

const dataDir = mkdtempSync(join(tmpdir(), 'docket-bench-resumable-'));
const env = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'bench@docket.test',
  ADMIN_PASSWORD: 'Bench-Pass-2026!',
};
const server = startServer(env, await freePort());
let link: Link | undefined;
try {
  await waitUntilHealthy(server);
  const { token } = await signInOverHttp(`http://127.0.0.1:${server.port}`, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  const file = photo();
  link = await weakLink(server.port, PHOTO_BYTES / 2);
  const through = link;
  const started = Date.now();
  const offsets: number[] = [];
  const staged = await new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `http://127.0.0.1:${through.port}${RESUMABLE_UPLOADS_PATH}?kind=case-document`,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1_000, 3_000, 5_000],
      metadata: { filename: 'photo.jpg', filetype: 'image/jpeg' },
      headers: { authorization: `Bearer ${token}` },
      onBeforeRequest: (req) => {
        if (req.getMethod() === 'PATCH') offsets.push(Number(req.getHeader('Upload-Offset')));
      },
      onSuccess: ({ lastResponse }) => resolve(lastResponse.getBody()),
      onError: reject,
    });
    upload.start();
  });
  const seconds = (Date.now() - started) / 1000;
  const sent = link.sentUp();
  const ratio = sent / PHOTO_BYTES;
  const status = (JSON.parse(staged) as { state?: string }).state;
  console.log(
    `resumable upload of a ${PHOTO_BYTES / 1048576} MB photo over ~${UPLINK_BYTES_PER_SECOND * 0.008} kbit/s up, ${2 * ONE_WAY_DELAY_MS} ms RTT, ${CHUNK_BYTES / 1024} KiB PATCHes: ${status}`,
  );
  console.log(
    `connection cut ${link.cuts()} time(s) at half the photo; PATCH offsets: ${offsets.join(', ')}`,
  );
  console.log(
    `bytes sent by the phone: ${sent} (${(sent / 1048576).toFixed(2)} MB), ${ratio.toFixed(3)}× the photo (goal: under ${GOAL_RATIO}×) ${ratio < GOAL_RATIO ? 'PASS' : 'FAIL'}`,
  );
  console.log(`time to done: ${seconds.toFixed(1)} s`);
} finally {
  link?.close();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
