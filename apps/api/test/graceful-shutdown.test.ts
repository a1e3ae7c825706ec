import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import {
  Agent,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorEnvelopeSchema, envelope, UploadResultSchema } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  signInOverHttp,
  startServer,
  waitUntilHealthy,
} from './server-process.ts';
import { multipartBody, TINY_PDF } from './upload.ts';

/**
 * Issue 7: SIGTERM during 100 in-flight requests: none of them fails, new ones get 503, and the
 * process exits within 10 seconds (decision 012). The real server process on the embedded
 * database; it does not depend on the database, so it runs in `test:unit` only (vitest.config.ts).
 */
const IN_FLIGHT = 100;
let dataDir: string;
const admin = { email: 'admin@drain.test', password: 'Drain-Test-Pass1!' };
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'docket-drain-'));
  server = startServer(
    { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'info' },
    await freePort(),
  );
  await waitUntilHealthy(server, 90_000);
  token = (await signInOverHttp(`http://127.0.0.1:${server.port}`, admin)).token;
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; reusedSocket: boolean };

async function readAnswer(res: IncomingMessage, reusedSocket: boolean): Promise<Answer> {
  let body = '';
  res.setEncoding('utf8');
  for await (const chunk of res) body += chunk;
  return { status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket };
}

/** A request whose head is sent at once and whose body waits until `finish` is called. */
function heldRequest(
  path: string,
  headers: Record<string, string | number>,
  head: Buffer,
  rest: Buffer,
): { answer: Promise<Answer>; finish(): void } {
  let req: ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = request(
      { host: '127.0.0.1', port: server.port, method: 'POST', path, headers, agent: false },
      (res) => readAnswer(res, false).then(resolve, reject),
    );
    req.on('error', reject);
    req.flushHeaders();
    req.write(head);
  });
  // Awaited later, all together; a failure before then must not count as unhandled.
  answer.catch(() => {});
  return { answer, finish: () => req.end(rest) };
}

function send(path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        headers: { authorization: `Bearer ${token}` },
        agent,
      },
      (res) => readAnswer(res, req.reusedSocket).then(resolve, reject),
    );
    req.on('error', reject);
    req.end();
  });
}

/** Uploads being received: each has its temp file from the moment its handler starts writing. */
const receiving = () => {
  const dir = join(dataDir, 'files', 'tmp');
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.part')).length : 0;
};

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectShuttingDown(answer: Answer) {
  expect(answer.status).toBe(503);
  const body = ErrorEnvelopeSchema.parse(JSON.parse(answer.body));
  expect(body.success).toBe(false);
  expect(body.responseMessage).toMatch(/restarting/);
  expect(answer.headers['retry-after']).toBe('5');
  expect(answer.headers.connection).toBe('close');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('SIGTERM with requests in flight', () => {
  it(`lets ${IN_FLIGHT} requests in flight finish, answers new ones 503 and exits within 10 s`, async () => {
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    // A kept-alive connection, idle when the signal comes.
    expect((await send('/api/health', keepAlive)).status).toBe(200);

    // Uploads half sent: each is being handled (its temp file exists) and waits for the rest of its body.
    const held = Array.from({ length: IN_FLIGHT }, (_, i) => {
      const content = Buffer.concat([
        TINY_PDF.subarray(0, 9),
        Buffer.from(randomBytes(64 * 1024).toString('hex')),
        TINY_PDF.subarray(9),
      ]);
      const body = multipartBody(`held-${i}.pdf`, content);
      const half = Math.floor(body.payload.length / 2);
      return heldRequest(
        '/api/FileReceiver/Uploadfile',
        {
          authorization: `Bearer ${token}`,
          'content-type': body.contentType,
          'content-length': body.payload.length,
        },
        body.payload.subarray(0, half),
        body.payload.subarray(half),
      );
    });
    await waitFor(() => receiving() >= IN_FLIGHT, `${IN_FLIGHT} uploads to be in the handler`);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await waitFor(
      () => server.output().includes('"msg":"shutting down"'),
      'the server to start shutting down',
    );

    // New requests: on a brand-new connection, and on the connection kept alive from before.
    const fresh = await send('/api/Case/GetCases', false);
    expectShuttingDown(fresh);
    const reused = await send('/api/health', keepAlive);
    expect(reused.reusedSocket).toBe(true);
    expectShuttingDown(reused);
    expect(server.child.exitCode).toBeNull();

    for (const h of held) h.finish();
    const answers = await Promise.all(held.map((h) => h.answer));
    const uploaded = envelope(UploadResultSchema);
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, answer.body).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(uploaded.parse(JSON.parse(answer.body)).data.content[0]?.fileName).toBe(`held-${i}.pdf`);
    }

    expect(await server.exited).toBe(0);
    const took = Date.now() - signalled;
    console.info(`SIGTERM to exit with ${IN_FLIGHT} requests in flight: ${took} ms`);
    expect(took).toBeLessThan(10_000);
    keepAlive.destroy();
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
  }, 120_000);
});
