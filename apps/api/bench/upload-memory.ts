/**
 * `npm run bench:upload`: streams one 500 MB document to a real server and prints how much its
 * resident memory grew. Goal: under 64 MB, i.e. the file never sits in memory whole.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@docket/contract';
import { must } from '../src/lib/must.ts';
import { freePort, signInOverHttp, startServer, waitUntilHealthy } from '../test/server-process.ts';

const SIZE = 500 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 'x');
const GOAL_MB = 64;

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const [, kilobytes] = must(/VmRSS:\s+(\d+) kB/.exec(status), 'VmRSS in /proc/<pid>/status');
  return Number(kilobytes) * 1024;
}

const dataDir = mkdtempSync(join(tmpdir(), 'docket-bench-'));
const env = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'bench@docket.test',
  ADMIN_PASSWORD: 'Bench-Pass-2026!',
  MAX_CASE_DOCUMENT_MB: '600',
};
const server = startServer(env, await freePort());
try {
  await waitUntilHealthy(server);
  const { token } = await signInOverHttp(`http://127.0.0.1:${server.port}`, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  // Warm the upload path so the baseline includes what any upload loads once.
  await fetch(`http://127.0.0.1:${server.port}/api/health`);
  global.gc?.();
  const pid = must(server.child.pid, "the server's process id");
  const baseline = rssBytes(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);

  const boundary = '----docketbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
  const started = Date.now();
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: API.uploadFile.path,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + SIZE + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < SIZE) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  const growthMb = (peak - baseline) / (1024 * 1024);
  console.log(`upload of ${SIZE / (1024 * 1024)} MB: HTTP ${status} in ${seconds.toFixed(1)} s`);
  console.log(
    `server RSS: baseline ${(baseline / 1048576).toFixed(1)} MB, peak ${(peak / 1048576).toFixed(1)} MB`,
  );
  console.log(
    `resident memory growth: ${growthMb.toFixed(1)} MB (goal: under ${GOAL_MB} MB) ${growthMb < GOAL_MB && status === 200 ? 'PASS' : 'FAIL'}`,
  );
  if (status !== 200 || growthMb >= GOAL_MB) process.exitCode = 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
