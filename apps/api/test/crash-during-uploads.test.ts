import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { storedFiles } from '../src/db/schema/index.ts';
import { freePort, type ServerProcess, startServer, waitUntilHealthy } from './server-process.ts';
import { multipartBody, TINY_PDF } from './upload.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'docket-crash-'));
const env = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@crash.test',
  ADMIN_PASSWORD: 'Crash-Test-Pass1!',
  LOG_LEVEL: 'warn',
};
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInToken(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function pdfOfSize(bytes: number, seed: number): Buffer {
  const filler = Buffer.alloc(bytes, String(seed % 10));
  return Buffer.concat([TINY_PDF.subarray(0, 9), filler, TINY_PDF.subarray(9)]);
}

/** Sends an upload slowly, in chunks, so the server can be killed in the middle of it. */
function slowUpload(port: number, token: string, content: Buffer, name: string): Promise<number | 'aborted'> {
  const body = multipartBody(name, content);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/FileReceiver/Uploadfile',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': body.contentType,
          'content-length': body.payload.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve('aborted'));
    let offset = 0;
    const step = 64 * 1024;
    const pump = () => {
      if (offset >= body.payload.length) return req.end();
      req.write(body.payload.subarray(offset, offset + step));
      offset += step;
      setTimeout(pump, 20);
    };
    pump();
  });
}

describe('a server killed during uploads', () => {
  it('restarts with every acknowledged file intact, no partial file under a real name, and no row without its file', async () => {
    const first = startServer(env, await freePort());
    servers.push(first);
    await waitUntilHealthy(first);
    const token = await signInToken(first.port);

    const finished = pdfOfSize(200 * 1024, 1);
    const finishedBody = multipartBody('done.pdf', finished);
    const acknowledged = await fetch(`http://127.0.0.1:${first.port}/api/FileReceiver/Uploadfile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': finishedBody.contentType },
      body: finishedBody.payload,
    });
    const firstBody = (await acknowledged.json()) as { data: { content: Array<{ filePath: string }> } };
    const doneKey = firstBody.data.content[0]!.filePath;

    const inFlight = [1, 2, 3, 4].map((i) =>
      slowUpload(first.port, token, pdfOfSize(3 * 1024 * 1024, i), `big-${i}.pdf`),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    first.child.kill('SIGKILL');
    await first.exited;
    const outcomes = await Promise.all(inFlight);
    expect(outcomes.every((o) => o === 'aborted' || o === 200)).toBe(true);
    expect(outcomes).toContain('aborted');

    const second = startServer(env, await freePort());
    servers.push(second);
    await waitUntilHealthy(second);
    second.child.kill('SIGTERM');
    await second.exited;

    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await handle.db.select().from(storedFiles);
      expect(rows.map((r) => r.storageKey)).toContain(doneKey);
      for (const row of rows) {
        const path = join(dataDir, 'files', row.storageKey);
        expect(existsSync(path), row.storageKey).toBe(true);
        const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
        expect(hash).toBe(row.sha256);
      }
      const done = rows.find((r) => r.storageKey === doneKey)!;
      expect(done.sha256).toBe(createHash('sha256').update(finished).digest('hex'));
      // Whatever was cut off lives only as a temp file, never under a stored name.
      const stored = readdirSync(join(dataDir, 'files', 'case-document'));
      const rowKeys = new Set(rows.map((r) => r.storageKey.split('/')[1]));
      for (const name of stored) expect(rowKeys.has(name), name).toBe(true);
      for (const name of readdirSync(join(dataDir, 'files', 'tmp'))) expect(name).toMatch(/\.part$/);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
