import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';

export type S3TestServer = {
  bucket: string;
  /** The variables that point the API at this server, with its keys under `prefix`. */
  env(prefix?: string): Record<string, string>;
  /** A client of the test's own, to look at the bucket or plant objects behind the backend's back. */
  client: S3Client;
  close(): Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free port, storing into a temp directory; one bucket. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const bucket = 'docket-test';
  const directory = mkdtempSync(join(tmpdir(), 'docket-s3-'));
  const child = fork(join(import.meta.dirname, 's3rver-process.ts'), [directory, bucket], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const started = once(child, 'message') as Promise<[{ port: number }]>;
  const failed = once(child, 'exit').then(([code]) => {
    throw new Error(`s3rver exited with ${code} before it listened`);
  });
  const [{ port }] = await Promise.race([started, failed]);
  failed.catch(() => {});
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    bucket,
    client,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
