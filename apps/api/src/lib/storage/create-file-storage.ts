import type { StorageConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';

/**
 * The configured backend: DATA_DIR/files by default, an S3 bucket when STORAGE_URL says so. The
 * AWS SDK is loaded only for a bucket: it costs some 90 ms and 35 MB at every start otherwise.
 */
export async function createFileStorage(settings: StorageConfig): Promise<FileStorage> {
  if (settings.kind === 'local') return createLocalDiskStorage(settings.root);
  const [{ S3Client }, { createS3Storage }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('./s3-storage.ts'),
  ]);
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Fail a request to an unreachable store in seconds rather than hold the upload open indefinitely.
    requestHandler: { connectionTimeout: 10_000 },
  });
  return createS3Storage({ client, bucket: settings.bucket, prefix: settings.prefix });
}
