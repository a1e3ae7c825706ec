/**
 * s3rver in a process of its own, started by s3-test-server.ts with `--openssl-legacy-provider`:
 * its listing continuation tokens are DES-encrypted, which Node's OpenSSL 3 refuses otherwise,
 * and without them no listing longer than one page could be tested.
 */
import { createRequire } from 'node:module';

const [directory, bucket] = process.argv.slice(2);
const S3rver = createRequire(import.meta.url)('s3rver');
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = (await server.run()) as { port: number };
// The test process going away, even killed, closes this channel: never outlive it.
process.on('disconnect', () => process.exit(0));
process.send?.({ port });
