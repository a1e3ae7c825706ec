import type { Readable } from 'node:stream';
import type { SubjectAccessExportSchema } from '@docket/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { MissingFileError } from '../../lib/storage/file-storage.ts';
import { requireUser } from '../users/users.service.ts';
import {
  type ExportWithRequester,
  findExport,
  insertExport,
  listExports,
  markDownloaded,
} from './subject-access-export.repository.ts';

type SubjectAccessExport = z.infer<typeof SubjectAccessExportSchema>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toWire(row: ExportWithRequester): SubjectAccessExport {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    requestedByName: row.requestedByName,
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    sizeBytes: row.sizeBytes,
    fileCount: row.fileCount,
    sha256: row.sha256,
    downloadedAt: iso(row.downloadedAt),
    failureCode: row.failureCode,
  };
}

/**
 * An administrator asks for everything held about a person. The export is queued, audited and
 * given its `subject-access-exports` job in one transaction.
 */
export async function requestSubjectAccessExport(
  ctx: ActorContext,
  userId: string,
): Promise<SubjectAccessExport> {
  return inTransaction(ctx, async (tx) => {
    // A person there is something to export about: not an erased one, whose row names no one.
    await requireUser(tx, userId);
    const row = await insertExport(tx.db, { userId, requestedBy: ctx.actor.userId, requestedAt: ctx.now() });
    await recordAudit(tx, 'person.export_requested', { type: 'user', id: userId }, { exportId: row.id });
    await ctx.services.jobs.send(tx, 'subject-access-exports', { exportId: row.id });
    const found = await findExport(tx.db, row.id);
    if (!found) throw new Error('the new export is gone');
    return toWire(found);
  });
}

/** A person's exports, newest first. */
export async function subjectAccessExports(
  ctx: ActorContext,
  userId: string,
): Promise<{ exports: SubjectAccessExport[] }> {
  await requireUser(ctx, userId);
  return { exports: (await listExports(ctx.db, userId)).map(toWire) };
}

/**
 * A ready export's zip, to send, until it expires. The download is recorded (when, and in the
 * audit log) only once the zip could be opened, so a failed attempt is not taken for a download.
 */
export async function openSubjectAccessExport(
  ctx: ActorContext,
  id: string,
): Promise<{ stream: Readable; sizeBytes: number | null; readyAt: Date }> {
  const row = await findExport(ctx.db, id);
  if (!row) throw new AppError('FILE_NOT_FOUND');
  const now = ctx.now();
  if (row.status === 'expired' || (row.status === 'ready' && row.expiresAt && row.expiresAt <= now))
    throw new AppError('EXPORT_EXPIRED');
  if (row.status !== 'ready' || !row.storageKey) throw new AppError('EXPORT_NOT_READY');
  const stream = await ctx.services.files.storage.openRead(row.storageKey).catch((error: unknown) => {
    // The zip went with an erasure, or by hand: there is nothing to send. An unreachable store is an outage.
    if (error instanceof MissingFileError) throw new AppError('FILE_NOT_FOUND');
    throw error;
  });
  try {
    await inTransaction(ctx, async (tx) => {
      await markDownloaded(tx.db, row.id, now);
      await recordAudit(
        tx,
        'person.export_downloaded',
        { type: 'user', id: row.userId },
        { exportId: row.id },
      );
    });
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return { stream, sizeBytes: row.sizeBytes, readyAt: row.readyAt ?? now };
}
