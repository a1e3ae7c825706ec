import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EXPORT_LIFETIME_DAYS } from '@docket/contract';
import yazl from 'yazl';
import type { ServiceContext } from '../../lib/context.ts';
import { findUserById, type UserRow } from '../users/users.service.ts';
import { type ExportFileKind, type IndexCase, renderIndexPage } from './subject-access-export.index-page.ts';
import {
  auditEventsAbout,
  checklistOf,
  clientCases,
  documentVersions,
  type ExportRow,
  emailsSentTo,
  findStoredFile,
  finishBuild,
  notesFor,
  sharedDatesOf,
  startBuild,
  statusHistory,
} from './subject-access-export.repository.ts';

/** Where the zips are stored: one folder of the file storage, a fresh key per build. */
export const EXPORT_STORAGE_FOLDER = 'subject-access-export';
const DAY_MS = 24 * 60 * 60_000;

/** A failure of the store (as against the build) is told apart, for the administrator. */
class StorageFailure extends Error {}

/**
 * The `subject-access-exports` job of one export: builds it, unless it is built already or gone. A
 * build cut short (its instance died) is built again from the start by the job's retry, into a fresh
 * key; should the first still finish, whichever ends second finds the export no longer building
 * and deletes its own zip. Counts what it did.
 */
export async function buildSubjectAccessExport(
  ctx: ServiceContext,
  exportId: string,
  now: Date,
): Promise<{ built: number; failed: number }> {
  const row = await startBuild(ctx.db, exportId);
  if (!row) return { built: 0, failed: 0 };
  try {
    const zip = await buildExport(ctx, row, now);
    const kept = await finishBuild(ctx.db, row.id, {
      status: 'ready',
      storageKey: zip.storageKey,
      sizeBytes: zip.size,
      sha256: zip.sha256,
      fileCount: zip.fileCount,
      readyAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_LIFETIME_DAYS * DAY_MS),
      failureCode: null,
    });
    // Built by another run meanwhile, or erased with its person: this zip is nobody's.
    if (!kept) await ctx.services.files.storage.delete(zip.storageKey);
    return { built: kept ? 1 : 0, failed: 0 };
  } catch (error) {
    // The export's id only: the error of a person's data must not carry it into the log.
    ctx.log.error({ err: error, exportId: row.id }, 'subject access export failed');
    const marked = await finishBuild(ctx.db, row.id, {
      status: 'failed',
      failureCode: error instanceof StorageFailure ? 'storage-failed' : 'build-failed',
    });
    return { built: 0, failed: marked ? 1 : 0 };
  }
}

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/**
 * One segment of a path inside the zip, from a name someone typed: no separators, no characters
 * Windows refuses, no leading dots (no `..`), no direction controls, at most 100 characters.
 */
export function safeSegment(raw: string, fallback: string): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(UNSAFE_IN_PATH, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const short = Array.from(cleaned).slice(0, 100).join('').trim();
  return short || fallback;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type ManifestEntry = { path: string; size: number; sha256: string };

/** Everything held about the export's person, as the files of the zip and the index's outline. */
async function gather(ctx: ServiceContext, person: UserRow) {
  const { db } = ctx;
  const { storage } = ctx.services.files;
  const caseRows = await clientCases(db, person.id);
  const caseIds = caseRows.map((c) => c.id);
  const [history, items, versions, notes, dates, events, emails] = await Promise.all([
    statusHistory(db, caseIds),
    checklistOf(db, caseIds),
    documentVersions(db, caseIds),
    notesFor(db, person.id, caseIds),
    sharedDatesOf(db, caseIds),
    auditEventsAbout(db, person.id, caseIds),
    emailsSentTo(db, person.email),
  ]);

  // Each version's place in the zip: documents/<case>/<item>/<n>-<name>, names made safe and
  // an item's folder told apart from another of the same name on the case.
  const documents: Array<{ path: string; storageKey: string }> = [];
  const folderOf = new Map<string, string>();
  const usedFolders = new Set<string>();
  const versionCount = new Map<string, number>();
  const itemName = new Map(items.map((item) => [item.id, item.name]));
  const placed: Array<{ version: (typeof versions)[number]; number: number; path: string | null }> = [];
  for (const version of versions) {
    const itemKey = `${version.caseId}/${version.itemId ?? `document-${version.id}`}`;
    let folder = folderOf.get(itemKey);
    if (!folder) {
      const name = (version.itemId ? itemName.get(version.itemId) : version.title) ?? version.originalName;
      const base = safeSegment(name, 'document');
      folder = base;
      for (let n = 2; usedFolders.has(`${version.caseId}/${folder}`); n++) folder = `${base} (${n})`;
      usedFolders.add(`${version.caseId}/${folder}`);
      folderOf.set(itemKey, folder);
    }
    const number = (versionCount.get(itemKey) ?? 0) + 1;
    versionCount.set(itemKey, number);
    const path = `documents/${version.caseId}/${folder}/${number}-${safeSegment(version.originalName, 'file')}`;
    // A file whose bytes are gone is named in the export as missing, not a reason to give nothing.
    const present = await storage.exists(version.storageKey);
    if (present) documents.push({ path, storageKey: version.storageKey });
    placed.push({ version, number, path: present ? path : null });
  }

  let avatar: { path: string; storageKey: string } | null = null;
  if (person.avatarKey && (await storage.exists(person.avatarKey))) {
    const file = await findStoredFile(db, person.avatarKey);
    avatar = {
      path: `profile/${safeSegment(file?.originalName ?? 'avatar', 'avatar')}`,
      storageKey: person.avatarKey,
    };
  }

  const profile = {
    id: person.id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    language: person.language,
    gender: person.gender,
    phoneNumber: person.phoneNumber,
    birthDate: person.birthDate,
    address: {
      address1: person.address1,
      address2: person.address2,
      city: person.city,
      state: person.state,
      postcode: person.postcode,
      country: person.country,
    },
    picture: avatar?.path ?? null,
    twoStepVerification: person.mfaEnabled,
    locked: person.isLocked,
    createdAt: iso(person.createdAt),
    updatedAt: iso(person.updatedAt),
    lastSignInAt: iso(person.lastSignInAt),
    passwordChangedAt: iso(person.passwordChangedAt),
  };

  const versionsOf = (caseId: number, itemId: number | null) =>
    placed.filter((p) => p.version.caseId === caseId && p.version.itemId === itemId);
  const versionJson = ({ version, number, path }: (typeof placed)[number]) => ({
    version: number,
    fileName: version.originalName,
    contentType: version.contentType,
    sizeBytes: Number(version.sizeBytes),
    sha256: version.sha256,
    uploadedAt: iso(version.uploadedAt),
    uploadedBy: version.uploadedByName,
    current: version.isCurrent,
    review: version.reviewDecision
      ? {
          decision: version.reviewDecision,
          reasonCode: version.reasonCode,
          reason: version.reason,
          reviewedAt: iso(version.reviewedAt),
          reviewedBy: version.reviewedByName,
        }
      : null,
    file: path,
  });
  const casesJson = caseRows.map((c) => ({
    id: c.id,
    caseType: c.caseTypeName,
    status: c.status,
    supportType: c.supportType,
    description: c.description,
    openedAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    closedAt: iso(c.closedAt),
    solicitor: c.solicitorName,
    statusHistory: history
      .filter((h) => h.caseId === c.id)
      .map((h) => ({
        from: h.fromStatus,
        to: h.toStatus,
        reason: h.reason,
        changedAt: iso(h.changedAt),
        changedBy: h.changedByName,
      })),
    documents: [
      ...items
        .filter((item) => item.caseId === c.id)
        .map((item) => ({
          name: item.name,
          kind: item.kind,
          description: item.description,
          required: item.isRequired,
          state: item.state,
          reasonCode: item.reasonCode,
          reason: item.reason,
          decidedAt: iso(item.decidedAt),
          dueDate: item.dueDate,
          versions: versionsOf(c.id, item.id).map(versionJson),
        })),
      // Documents from before the checklist, which belong to no item.
      ...versionsOf(c.id, null).map((p) => ({
        name: p.version.title ?? p.version.originalName,
        kind: 'additional',
        versions: [versionJson(p)],
      })),
    ],
  }));

  const indexCases: IndexCase[] = caseRows.map((c) => ({
    id: c.id,
    caseTypeName: c.caseTypeName,
    status: c.status,
    createdAt: c.createdAt,
    closedAt: c.closedAt,
    solicitorName: c.solicitorName,
    items: [
      ...items
        .filter((item) => item.caseId === c.id)
        .map((item) => ({ name: item.name, state: item.state, versions: versionsOf(c.id, item.id) })),
      ...versionsOf(c.id, null).map((p) => ({
        name: p.version.title ?? p.version.originalName,
        state: '',
        versions: [p],
      })),
    ].map((item) => ({
      name: item.name,
      state: item.state,
      versions: item.versions.map(({ version, number, path }) => ({
        number,
        fileName: version.originalName,
        path,
        uploadedAt: version.uploadedAt,
        state:
          version.reviewDecision === 'Accept'
            ? 'Accepted'
            : version.reviewDecision === 'Reject'
              ? 'Rejected'
              : null,
      })),
    })),
  }));

  const notesJson = notes.map((note) => ({
    caseId: note.caseId,
    text: note.text,
    author: note.authorName,
    authorRole: note.authorRole,
    writtenByYou: note.writtenByThePerson,
    createdAt: iso(note.createdAt),
  }));
  const datesJson = {
    keyDates: dates.keyDates,
    caseFacts: dates.facts.map(({ recordedAt, ...facts }) => ({
      ...facts,
      recordedAt: recordedAt.toISOString(),
    })),
    appointments: dates.events.map(({ startsAt, endsAt, cancelledAt, ...appointment }) => ({
      ...appointment,
      startsAt: iso(startsAt),
      endsAt: iso(endsAt),
      cancelled: cancelledAt !== null,
    })),
  };
  const eventsJson = events.map((event) => {
    const byThePerson = event.actorUserId === person.id;
    return {
      occurredAt: iso(event.occurredAt),
      action: event.action,
      byYou: byThePerson,
      target: event.targetType ? { type: event.targetType, id: event.targetId } : null,
      details: event.details,
      // The address is the person's own only when they were the one acting.
      ...(byThePerson ? { ipAddress: event.actorIp } : {}),
    };
  });
  const emailsJson = emails.map((email) => ({ subject: email.subject, sentAt: iso(email.sentAt) }));
  return {
    data: [
      { path: 'data/profile.json', kind: 'profile', bytes: json(profile) },
      { path: 'data/cases.json', kind: 'cases', bytes: json(casesJson) },
      { path: 'data/notes.json', kind: 'notes', bytes: json(notesJson) },
      { path: 'data/dates.json', kind: 'dates', bytes: json(datesJson) },
      { path: 'data/audit-events.json', kind: 'auditEvents', bytes: json(eventsJson) },
      { path: 'data/emails.json', kind: 'emails', bytes: json(emailsJson) },
    ] satisfies Array<{ path: string; kind: ExportFileKind; bytes: Buffer }>,
    documents,
    avatar,
    indexCases,
    missing: placed.filter((p) => p.path === null).length,
  };
}

/**
 * Builds one export's zip, streamed to a temp file (never whole in memory), each entry hashed
 * with SHA-256 as it is written, then stores it. Answers its key, size, hash and file count.
 */
async function buildExport(
  ctx: ServiceContext,
  row: ExportRow,
  now: Date,
): Promise<{ storageKey: string; size: number; sha256: string; fileCount: number }> {
  const person = await findUserById(ctx, row.userId);
  if (!person) throw new Error('the export’s person is gone');
  const requester = await findUserById(ctx, row.requestedBy);
  const content = await gather(ctx, person);

  const manifest: ManifestEntry[] = [];
  const zip = new yazl.ZipFile();
  let fail: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  zip.on('error', (error) => fail(error));

  const addBytes = (path: string, bytes: Buffer) => {
    manifest.push({ path, size: bytes.length, sha256: sha256Of(bytes) });
    zip.addBuffer(bytes, path, { mtime: now });
  };
  // Opened only when its turn comes (yazl writes one entry at a time), hashed on its way in.
  const addStored = (path: string, storageKey: string) => {
    zip.addReadStreamLazy(path, { mtime: now, compress: false }, (done) => {
      ctx.services.files.storage.openRead(storageKey).then(
        (source) => {
          const hash = createHash('sha256');
          let size = 0;
          const meter = new Transform({
            transform(chunk: Buffer, _encoding, next) {
              size += chunk.length;
              hash.update(chunk);
              next(null, chunk);
            },
            flush(next) {
              manifest.push({ path, size, sha256: hash.digest('hex') });
              next();
            },
          });
          source.on('error', (error) =>
            fail(new StorageFailure('the file storage failed', { cause: error })),
          );
          meter.on('error', fail);
          done(null, source.pipe(meter));
        },
        (error: unknown) => fail(new StorageFailure('the file storage failed', { cause: error })),
      );
    });
  };

  const files: Array<{ path: string; kind: ExportFileKind }> = [];
  for (const file of content.data) {
    addBytes(file.path, file.bytes);
    files.push({ path: file.path, kind: file.kind });
  }
  if (content.avatar) {
    addStored(content.avatar.path, content.avatar.storageKey);
    files.push({ path: content.avatar.path, kind: 'avatar' });
  }
  for (const document of content.documents) addStored(document.path, document.storageKey);
  if (content.documents.length) files.push({ path: 'documents/', kind: 'documents' });
  files.push({ path: 'manifest.json', kind: 'manifest' }, { path: 'index.html', kind: 'index' });
  const index = renderIndexPage(
    {
      language: person.language,
      personName: `${person.firstName} ${person.lastName}`.trim(),
      generatedAt: now,
      files,
      cases: content.indexCases,
    },
    ctx.services.localeOverrides,
  );
  addBytes('index.html', Buffer.from(index, 'utf8'));
  // Last, and only once every entry before it has been written and hashed.
  zip.addReadStreamLazy('manifest.json', { mtime: now }, (done) => {
    const listed = [...manifest].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    done(
      null,
      Readable.from([
        json({
          format: 1,
          person: { id: person.id },
          requestedBy: {
            id: row.requestedBy,
            name: requester ? `${requester.firstName} ${requester.lastName}` : '',
          },
          requestedAt: iso(row.requestedAt),
          generatedAt: iso(now),
          algorithm: 'SHA-256',
          files: listed,
          missingFiles: content.missing,
        }),
      ]),
    );
  });

  // Local scratch space on the storage's file system, as an upload's.
  const tempDir = ctx.services.config.uploadTempDir;
  await mkdir(tempDir, { recursive: true });
  const tempPath = join(tempDir, `${randomUUID()}.part`);
  const zipHash = createHash('sha256');
  let zipSize = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      zipSize += chunk.length;
      zipHash.update(chunk);
      next(null, chunk);
    },
  });
  const output = zip.outputStream as Readable;
  const written = pipeline(
    output,
    meter,
    createWriteStream(tempPath, { flags: 'wx', mode: 0o600, flush: true }),
  );
  written.catch(() => {});
  zip.end();
  try {
    await Promise.race([written, failed]);
  } catch (error) {
    output.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
  const storageKey = `${EXPORT_STORAGE_FOLDER}/${randomUUID()}`;
  try {
    await ctx.services.files.storage.putFile(storageKey, tempPath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw new StorageFailure('the file storage failed', { cause: error });
  }
  return { storageKey, size: zipSize, sha256: zipHash.digest('hex'), fileCount: manifest.length + 1 };
}
