import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { DataStore, ERRORS, Upload } from '@tus/server';

/** A chunk's name is its offset, zero-padded so that names sort as offsets do. */
const CHUNK_NAME = /^\d{15}$/;
const chunkName = (offset: number) => String(offset).padStart(15, '0');

type ObjectStoreOptions = {
  client: S3Client;
  bucket: string;
  prefix: string;
  /** Where a PATCH's bytes are gathered before they go to the bucket as one object. */
  tempDir: string;
  expirationMs: number;
};

type Info = { size: number | undefined; metadata: Upload['metadata']; creation_date: string | undefined };

/**
 * Resumable uploads in progress, kept in the bucket so that every instance behind the load
 * balancer sees them and a restart loses nothing: `<prefix>/uploads/<id>/info` holds the upload's
 * length, metadata and creation time, and each PATCH's bytes become one object named by the
 * offset they start at. The offset is the length of the chunks that follow on from one another.
 *
 * Only PutObject, GetObject, ListObjectsV2 and DeleteObject are used, as the stored files use: no
 * multipart upload, whose parts must be 5 MiB but the last, so small PATCHes from a weak link
 * neither get re-sent to the store as one part grows nor need the part listing that not every
 * S3-compatible service offers (decision 035).
 */
export class ObjectStoreUploads extends DataStore {
  private readonly base: string;
  private readonly options: ObjectStoreOptions;

  constructor(options: ObjectStoreOptions) {
    super();
    this.options = options;
    // Not creation-with-upload: the creation is refused with a body (creation-request.ts).
    this.extensions = ['creation', 'termination', 'expiration'];
    this.base = `${options.prefix ? `${options.prefix}/` : ''}uploads/`;
  }

  private folder(id: string): string {
    // SECURITY: ids are the server's own (checked by the routes); refuse anything else before it names an object.
    if (!/^[0-9a-f]{32}$/.test(id)) throw ERRORS.FILE_NOT_FOUND;
    return `${this.base}${id}/`;
  }

  override async create(upload: Upload): Promise<Upload> {
    const info: Info = { size: upload.size, metadata: upload.metadata, creation_date: upload.creation_date };
    await this.options.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: `${this.folder(upload.id)}info`,
        Body: JSON.stringify(info),
        ContentType: 'application/json',
      }),
    );
    return upload;
  }

  /**
   * Gathers the PATCH's bytes in a temp file, then stores what arrived as one chunk, even when the
   * connection was cut part way: those bytes count, and the client resumes after them.
   */
  override async write(source: Readable, id: string, offset: number): Promise<number> {
    const key = `${this.folder(id)}${chunkName(offset)}`;
    await mkdir(this.options.tempDir, { recursive: true });
    const path = join(this.options.tempDir, `${randomUUID()}.chunk`);
    const file = createWriteStream(path, { mode: 0o600, flush: true });
    let failure: unknown = null;
    try {
      await pipeline(source, file).catch((error: unknown) => {
        failure = error;
      });
      if (!file.closed) await once(file, 'close');
      // What reached the disk, which a cut connection leaves short of what was sent.
      const { size } = await stat(path);
      if (size > 0) {
        await this.options.client.send(
          new PutObjectCommand({
            Bucket: this.options.bucket,
            Key: key,
            Body: createReadStream(path),
            ContentLength: size,
          }),
        );
      }
      if (failure) throw failure;
      return offset + size;
    } finally {
      await rm(path, { force: true });
    }
  }

  /**
   * The chunks that follow on from one another from the start: the upload's bytes. A chunk that
   * does not start where the last ended (a PATCH cut off and stored late, beside a longer one) is
   * neither counted nor read.
   */
  private async unbrokenRun(id: string) {
    const run: Array<{ key: string; offset: number; size: number }> = [];
    let offset = 0;
    for (const chunk of await this.chunks(id)) {
      if (chunk.offset !== offset) break;
      run.push(chunk);
      offset += chunk.size;
    }
    return { run, offset };
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.readInfo(id);
    const { offset } = await this.unbrokenRun(id);
    return new Upload({
      id,
      size: info.size,
      offset,
      metadata: info.metadata,
      ...(info.creation_date ? { creation_date: info.creation_date } : {}),
    });
  }

  /** The upload's bytes in order, chunk after chunk, read from the bucket as they are needed. */
  async read(id: string): Promise<Readable> {
    await this.readInfo(id);
    const { run: chunks } = await this.unbrokenRun(id);
    const { client, bucket } = this.options;
    async function* bytes() {
      for (const chunk of chunks) {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: chunk.key }));
        yield* object.Body as Readable;
      }
    }
    return Readable.from(bytes());
  }

  override async remove(id: string): Promise<void> {
    await this.readInfo(id);
    await this.deleteFolder(this.folder(id));
  }

  override async declareUploadLength(): Promise<void> {
    // SECURITY: an upload's length is given when it is created, checked against the limit then.
    throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
  }

  override getExpiration(): number {
    return this.options.expirationMs;
  }

  override async deleteExpired(): Promise<number> {
    return this.removeExpired(new Date());
  }

  /**
   * Removes uploads created before `now` less the expiration, and chunks left without their
   * upload's info by a crash. The info object is written once, when the upload is created, so
   * its modification time is the upload's age: no object needs reading.
   */
  async removeExpired(now: Date): Promise<number> {
    const cutoff = now.getTime() - this.options.expirationMs;
    const folders = new Map<string, { infoModified?: number; newest: number }>();
    for await (const object of this.list(this.base)) {
      const [id, name] = object.key.slice(this.base.length).split('/');
      if (!id || !name || !/^[0-9a-f]{32}$/.test(id)) continue;
      const entry = folders.get(id) ?? { newest: 0 };
      if (name === 'info') entry.infoModified = object.modified;
      entry.newest = Math.max(entry.newest, object.modified);
      folders.set(id, entry);
    }
    let removed = 0;
    for (const [id, entry] of folders) {
      const age = entry.infoModified ?? entry.newest;
      if (age >= cutoff) continue;
      await this.deleteFolder(this.folder(id));
      removed++;
    }
    return removed;
  }

  /** Removes every upload whose info names `userId` as its owner (their erasure). */
  async removeOwnedBy(userId: string): Promise<number> {
    const ids = new Set<string>();
    for await (const object of this.list(this.base)) {
      const [id, name] = object.key.slice(this.base.length).split('/');
      if (id && name === 'info' && /^[0-9a-f]{32}$/.test(id)) ids.add(id);
    }
    let removed = 0;
    for (const id of ids) {
      const info = await this.readInfo(id).catch(() => null);
      if (info?.metadata?.owner !== userId) continue;
      await this.deleteFolder(this.folder(id));
      removed++;
    }
    return removed;
  }

  private async readInfo(id: string): Promise<Info> {
    try {
      const object = await this.options.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: `${this.folder(id)}info` }),
      );
      return JSON.parse((await object.Body?.transformToString()) ?? '{}') as Info;
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
  }

  private async chunks(id: string): Promise<Array<{ key: string; offset: number; size: number }>> {
    const folder = this.folder(id);
    const found: Array<{ key: string; offset: number; size: number }> = [];
    for await (const object of this.list(folder)) {
      const name = object.key.slice(folder.length);
      if (CHUNK_NAME.test(name)) found.push({ key: object.key, offset: Number(name), size: object.size });
    }
    return found.sort((a, b) => a.offset - b.offset);
  }

  private async *list(prefix: string) {
    const pages = paginateListObjectsV2(
      { client: this.options.client },
      { Bucket: this.options.bucket, Prefix: prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key)
          yield {
            key: object.Key,
            size: object.Size ?? 0,
            modified: object.LastModified?.getTime() ?? 0,
          };
      }
    }
  }

  private async deleteFolder(folder: string): Promise<void> {
    // Listed whole before anything goes, so that no page of the listing shifts under it.
    const keys: string[] = [];
    for await (const object of this.list(folder)) keys.push(object.key);
    for (const key of keys) {
      await this.options.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
    }
  }
}
