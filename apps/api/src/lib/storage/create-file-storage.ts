import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3StorageConfig, StorageConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';

/**
 * The configured backend: DATA_DIR/files by default, an S3 bucket when STORAGE_URL says so. The
 * AWS SDK is loaded only for a bucket: it costs some 90 ms and 35 MB at every start otherwise.
 */
export async function createFileStorage(settings: StorageConfig): Promise<FileStorage> {
  if (settings.kind === 'local') return createLocalDiskStorage(settings.root);
  const [client, { createS3Storage }] = await Promise.all([
    createS3Client(settings),
    import('./s3-storage.ts'),
  ]);
  return createS3Storage({ client, bucket: settings.bucket, prefix: settings.prefix });
}

/** A client of the configured bucket, for the stored files and for resumable uploads in progress. */
export async function createS3Client(
  settings: S3StorageConfig,
  options: Pick<S3ClientConfig, 'requestChecksumCalculation'> = {},
): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    ...options,
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Fail a request to an unreachable store in seconds rather than hold the upload open indefinitely.
    requestHandler: { connectionTimeout: 10_000 },
  });
}
