import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { caseDocuments, cases, caseTypeDocuments, storedFiles } from '../src/db/schema/index.ts';
import { type AppServices, backgroundContext } from '../src/lib/context.ts';
import { must } from '../src/lib/must.ts';
import { createLocalDiskStorage } from '../src/lib/storage/local-disk-storage.ts';
import { sweepFiles } from '../src/modules/files/sweep.ts';
import { caseTypeBody } from './case-type-fixtures.ts';
import { createUser, TEST_PASSWORD } from './factories.ts';
import {
  freePort,
  type ServerProcess,
  signInOverHttp,
  startServer,
  waitUntilHealthy,
} from './server-process.ts';
import { processDatabase } from './test-database.ts';
import { multipartBody, TINY_PDF } from './upload.ts';

/**
 * Issue 7: a server killed with SIGKILL at random moments during concurrent uploads and case
 * creations, ten times over one data directory, restarts every time with every acknowledged case
 * and file intact. Runs on the embedded database in `test:unit` (where durability is the
 * server's own business) and on PostgreSQL in `test:pg`.
 *
 * What is checked: on the database and files directory as the killed process left them (after
 * every kill on PostgreSQL; on the embedded database once, after the last round, as opening PGlite
 * recovers it and that is the restarted server's job), and through the API of every restarted
 * server:
 * - every acknowledged (2xx) upload has its row, and downloads with the bytes that were sent;
 * - every acknowledged case exists with every document it was created with;
 * - no half-created case: every case, acknowledged or not, has all its required and eligibility
 *   documents, each a claimed stored file that belongs to that case;
 * - no row without its file: every stored-file row's file exists with the recorded size and SHA-256;
 * - no partial file: every file under a storage key is a complete upload. A file without a row
 *   (killed between storing the bytes and writing the row) must have the hash of an upload that was
 *   sent whole; the bytes of an interrupted upload live only as `tmp/*.part`.
 * At the end, a sweep run as it would a day later leaves no temp file, no file without a row and
 * no staged upload, and keeps every claimed file.
 */
const ROUNDS = 10;
const root = mkdtempSync(join(tmpdir(), 'docket-crash-rounds-'));
const dataDir = join(root, 'data');
const filesDir = join(dataDir, 'files');
const database = processDatabase(dataDir, 'docket_crash');
const backend = database.backend;

const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ACCOUNT_RATE_LIMIT: '100000',
  ...database.env,
};

type Upload = { key: string; sha256: string; size: number };
type AckCase = { id: number; documents: Upload[] };
/** Every upload whose 2xx answer arrived, by storage key. */
const acknowledgedUploads = new Map<string, Upload>();
const acknowledgedCases = new Map<number, AckCase>();
/** The hash of everything ever sent, whole: a stored file must be one of these. */
const sentHashes = new Set<string>();
let client: { email: string; password: string };
let admin: { email: string; password: string };
const servers: ServerProcess[] = [];

beforeAll(async () => {
  // A copy of the migrated template with an administrator and a client, before the first start.
  const handle = await database.create();
  try {
    const a = await createUser(handle.db, 'Admin');
    const c = await createUser(handle.db, 'Client', { firstName: 'Crash', lastName: 'Client' });
    admin = { email: a.email, password: TEST_PASSWORD };
    client = { email: c.email, password: TEST_PASSWORD };
  } finally {
    await handle.close();
  }
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A valid PDF of about `bytes` bytes with random (hex text) content, so every file is different. */
function randomPdf(bytes: number): Buffer {
  const filler = Buffer.from(randomBytes(Math.max(1, Math.floor(bytes / 2))).toString('hex'));
  const content = Buffer.concat([TINY_PDF.subarray(0, 9), filler, Buffer.from('\n'), TINY_PDF.subarray(9)]);
  sentHashes.add(sha256(content));
  return content;
}

const base = (port: number) => `http://127.0.0.1:${port}`;

type UploadAnswer = { filePath: string; fileSize: number };

/** Sends an upload at full speed, or in chunks spread over time so that a kill lands in the middle. */
function sendUpload(
  port: number,
  token: string,
  content: Buffer,
  slow: boolean,
): Promise<UploadAnswer | null> {
  const body = multipartBody(`doc-${randomInt(1e9)}.pdf`, content);
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
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => resolve(null));
        res.on('end', () => {
          if (res.statusCode !== 200) return resolve(null);
          resolve(
            (JSON.parse(Buffer.concat(chunks).toString()) as { data: { content: UploadAnswer[] } }).data
              .content[0] ?? null,
          );
        });
      },
    );
    req.on('error', () => resolve(null));
    if (!slow) return req.end(body.payload);
    let offset = 0;
    const step = 64 * 1024;
    const pump = () => {
      if (req.destroyed) return;
      if (offset >= body.payload.length) return req.end();
      req.write(body.payload.subarray(offset, offset + step));
      offset += step;
      setTimeout(pump, 15);
    };
    pump();
  });
}

async function uploadAndRecord(port: number, token: string, bytes: number, slow: boolean) {
  const content = randomPdf(bytes);
  const answer = await sendUpload(port, token, content, slow);
  if (!answer) return null;
  const upload = { key: answer.filePath, sha256: sha256(content), size: content.length };
  acknowledgedUploads.set(upload.key, upload);
  return upload;
}

async function createCaseType(port: number): Promise<CaseType> {
  const token = (await signInOverHttp(base(port), admin)).token;
  const created = await fetch(`${base(port)}/api/case/CreateCaseType`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(caseTypeBody('Crash claim')),
  });
  expect(created.status).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const read = await fetch(`${base(port)}/api/Case/GetCaseTypeById?id=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await read.json()) as { data: CaseType }).data;
}

type CaseType = {
  id: number;
  requiredDocuments: Array<{ id: number }>;
  eligibilityDocuments: Array<{ id: number; supportType: number }>;
};

/** Opens cases until the server dies: three uploads, then the case claiming them. */
async function caseWorker(port: number, token: string, type: CaseType, alive: () => boolean) {
  const nass = must(
    type.eligibilityDocuments.find((d) => d.supportType === 1),
    'an eligibility document of support type 1',
  );
  const definitions = [...type.requiredDocuments.map((d) => d.id), nass.id];
  while (alive()) {
    const documents: Upload[] = [];
    const sent: Array<{ documentDefinitionId: number; filePath: string }> = [];
    for (const documentDefinitionId of definitions) {
      const size = Math.random() < 0.15 ? randomInt(256 * 1024, 1024 * 1024) : randomInt(1024, 64 * 1024);
      const upload = await uploadAndRecord(port, token, size, Math.random() < 0.2);
      if (!upload) return;
      documents.push(upload);
      sent.push({ documentDefinitionId, filePath: upload.key });
    }
    const res = await fetch(`${base(port)}/api/case/createcase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        caseTypeId: type.id,
        supportType: 1,
        description: `crash round case ${randomInt(1e9)}`,
        // The required documents, then the eligibility document (definitions' order).
        requiredDocuments: sent.slice(0, -1),
        eligibilityDocuments: sent.slice(-1),
      }),
    }).catch(() => null);
    if (!res) return;
    // 503 is the overload guard's answer (nothing done); anything else but 200 is a failure.
    if (res.status === 503) continue;
    if (res.status !== 200) throw new Error(`create case answered ${res.status}: ${await res.text()}`);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    acknowledgedCases.set(id, { id, documents });
  }
}

/**
 * A random moment 200 to 1500 ms into the round, but not before the round has had a case
 * acknowledged and a random while after it: a slow machine can take longer than that for a
 * round's first case, and a round that acknowledged none would test no case's promise.
 */
async function killMoment(casesBefore: number): Promise<void> {
  const started = Date.now();
  const at = randomInt(200, 1500);
  while (acknowledgedCases.size === casesBefore && Date.now() - started < 60_000) await sleep(10);
  await sleep(Math.max(at - (Date.now() - started), randomInt(0, 500)));
}

/** Big uploads sent slowly, so that the kill nearly always lands in the middle of one. */
async function slowUploadWorker(port: number, token: string, alive: () => boolean) {
  while (alive()) {
    if (!(await uploadAndRecord(port, token, randomInt(1024 * 1024, 3 * 1024 * 1024), true))) return;
  }
}

function hashOfFile(path: string): string {
  return sha256(readFileSync(path));
}

/** The database and files as a server left them: see the description at the top. */
async function inspect(handle: DatabaseHandle, label: string) {
  const db = handle.db;
  const rows = await db.select().from(storedFiles);
  const byKey = new Map(rows.map((r) => [r.storageKey, r]));
  for (const row of rows) {
    const path = join(filesDir, row.storageKey);
    expect(existsSync(path), `${label}: row ${row.storageKey} has no file`).toBe(true);
    expect(statSync(path).size, `${label}: size of ${row.storageKey}`).toBe(row.sizeBytes);
    expect(hashOfFile(path), `${label}: hash of ${row.storageKey}`).toBe(row.sha256);
  }
  for (const upload of acknowledgedUploads.values()) {
    expect(byKey.get(upload.key)?.sha256, `${label}: acknowledged upload ${upload.key}`).toBe(upload.sha256);
  }
  // Files without a row are whole uploads (killed before the row was written), never partial ones.
  const folder = join(filesDir, 'case-document');
  const stored = existsSync(folder) ? readdirSync(folder) : [];
  let orphans = 0;
  for (const name of stored) {
    const key = `case-document/${name}`;
    if (byKey.has(key)) continue;
    orphans++;
    expect(sentHashes.has(hashOfFile(join(filesDir, key))), `${label}: ${key} is not a whole upload`).toBe(
      true,
    );
  }
  const temps = tempFiles();
  for (const name of temps) expect(name, `${label}: temp file`).toMatch(/^[0-9a-f-]{36}\.part$/);

  const allCases = await db.select({ id: cases.id, caseTypeId: cases.caseTypeId }).from(cases);
  const documents = await db
    .select({ doc: caseDocuments, file: storedFiles })
    .from(caseDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
    .where(isNull(caseDocuments.replacedAt));
  const required = await db
    .select({ id: caseTypeDocuments.id, caseTypeId: caseTypeDocuments.caseTypeId })
    .from(caseTypeDocuments)
    .where(and(eq(caseTypeDocuments.kind, 'required'), isNull(caseTypeDocuments.archivedAt)));
  for (const c of allCases) {
    const own = documents.filter((d) => d.doc.caseId === c.id);
    for (const def of required.filter((r) => r.caseTypeId === c.caseTypeId)) {
      expect(
        own.some((d) => d.doc.documentDefinitionId === def.id),
        `${label}: case ${c.id} lacks required document ${def.id}`,
      ).toBe(true);
    }
    expect(
      own.filter((d) => d.doc.kind === 'eligibility'),
      `${label}: case ${c.id} eligibility`,
    ).toHaveLength(1);
    for (const { file } of own) {
      expect(file.status, `${label}: case ${c.id} file ${file.storageKey}`).toBe('claimed');
      expect([file.ownerType, file.ownerId]).toEqual(['case-document', String(c.id)]);
    }
  }
  const caseIds = new Set(allCases.map((c) => c.id));
  for (const ack of acknowledgedCases.values()) {
    expect(caseIds.has(ack.id), `${label}: acknowledged case ${ack.id}`).toBe(true);
    const keys = documents.filter((d) => d.doc.caseId === ack.id).map((d) => d.file.storageKey);
    expect(keys.sort()).toEqual(ack.documents.map((d) => d.key).sort());
  }
  return { rows: rows.length, cases: allCases.length, orphans, temps: temps.length };
}

function tempFiles(): string[] {
  const dir = join(filesDir, 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** The same promises through the restarted server's API. */
async function checkThroughApi(port: number, token: string, label: string) {
  const auth = { authorization: `Bearer ${token}` };
  for (const upload of acknowledgedUploads.values()) {
    const res = await fetch(`${base(port)}/api/FileReceiver/DownloadFile`, {
      headers: { ...auth, filePath: upload.key },
    });
    expect(res.status, `${label}: download ${upload.key}`).toBe(200);
    expect(sha256(Buffer.from(await res.arrayBuffer())), `${label}: downloaded ${upload.key}`).toBe(
      upload.sha256,
    );
  }
  const list = await fetch(`${base(port)}/api/Case/GetCases?pageSize=1000`, { headers: auth });
  expect(list.status).toBe(200);
  const listed = ((await list.json()) as { data: Array<{ id: number }> }).data;
  const listedIds = new Set(listed.map((c) => c.id));
  for (const ack of acknowledgedCases.values())
    expect(listedIds.has(ack.id), `${label}: case ${ack.id}`).toBe(true);
  for (const { id } of listed) {
    const res = await fetch(`${base(port)}/api/Case/GetCaseById?id=${id}`, { headers: auth });
    expect(res.status, `${label}: case ${id}`).toBe(200);
    const detail = (
      (await res.json()) as {
        data: { documents: Array<{ filePath: string }>; missingRequiredDocuments: unknown[] };
      }
    ).data;
    expect(detail.missingRequiredDocuments, `${label}: case ${id} is whole`).toEqual([]);
    expect(detail.documents, `${label}: case ${id} documents`).toHaveLength(3);
    const ack = acknowledgedCases.get(id);
    if (ack) {
      expect(detail.documents.map((d) => d.filePath).sort()).toEqual(ack.documents.map((d) => d.key).sort());
    }
  }
  return listed.length;
}

describe(`a server on ${backend} killed at random moments`, () => {
  it(`restarts ${ROUNDS} times with every acknowledged case and file intact`, async () => {
    let type: CaseType | undefined;
    const log: string[] = [];
    let killedMidUpload = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      const server = startServer(env, await freePort());
      servers.push(server);
      await waitUntilHealthy(server, 90_000);
      const token = (await signInOverHttp(base(server.port), client)).token;
      const listed = await checkThroughApi(server.port, token, `after restart ${round}`);
      if (round === ROUNDS) {
        // The last start only checks, then stops cleanly.
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        log.push(`last start: ${listed} cases listed, all whole`);
        break;
      }
      type ??= await createCaseType(server.port);
      const caseType = type;

      let alive = true;
      const workers = [
        ...[1, 2, 3, 4].map(() => caseWorker(server.port, token, caseType, () => alive)),
        slowUploadWorker(server.port, token, () => alive),
        slowUploadWorker(server.port, token, () => alive),
      ];
      const uploadsBefore = acknowledgedUploads.size;
      const casesBefore = acknowledgedCases.size;
      const tempsBefore = tempFiles().length;
      await killMoment(casesBefore);
      server.child.kill('SIGKILL');
      await server.exited;
      alive = false;
      await Promise.all(workers);
      const cutOff = tempFiles().length - tempsBefore;
      if (cutOff > 0) killedMidUpload++;
      let found = '';
      if (database.onServer) {
        // On PostgreSQL the database can be read as the dead server left it at no cost; PGlite would
        // have to recover it in the server's place, so the embedded run inspects once, at the end.
        const handle = await database.open();
        try {
          const f = await inspect(handle, `after kill ${round}`);
          found = `; ${f.rows} rows, ${f.cases} cases, ${f.orphans} files without a row`;
        } finally {
          await handle.close();
        }
      }
      log.push(
        `round ${round}: ${acknowledgedUploads.size - uploadsBefore} uploads and ${acknowledgedCases.size - casesBefore} cases acknowledged, ${cutOff} uploads cut off${found}`,
      );
    }
    console.info(`crash rounds on ${backend}:\n${log.join('\n')}`);
    expect(acknowledgedCases.size).toBeGreaterThan(ROUNDS);
    // Most kills landed while uploads were being received (their bytes were left as temp files).
    expect(killedMidUpload).toBeGreaterThan(ROUNDS / 2);

    // After the last, clean, stop: the same checks, then a sweep as it would run a day later.
    const handle = await database.open();
    try {
      const found = await inspect(handle, 'after the last stop');
      console.info(
        `${found.rows} stored files, ${found.cases} cases, ${found.orphans} files without a row, ${found.temps} temp files`,
      );
      // Only what the sweep reads of the services: no app runs here.
      const services = {
        config: { uploadTempDir: join(filesDir, 'tmp') },
        files: { storage: createLocalDiskStorage(filesDir), resumable: { removeExpired: async () => 0 } },
      } as unknown as AppServices;
      const log = pino({ level: 'silent' });
      await sweepFiles(
        backgroundContext({ db: handle.db, services, clock: () => new Date(), log }),
        new Date(Date.now() + 25 * 60 * 60_000),
      );
      const rows = await handle.db.select().from(storedFiles);
      expect(rows.every((r) => r.status === 'claimed')).toBe(true);
      const keys = new Set(rows.map((r) => r.storageKey));
      for (const ack of acknowledgedCases.values())
        for (const doc of ack.documents) expect(keys.has(doc.key)).toBe(true);
      const left = readdirSync(join(filesDir, 'case-document')).map((n) => `case-document/${n}`);
      expect(left.sort()).toEqual([...keys].filter((k) => k.startsWith('case-document/')).sort());
      expect(tempFiles()).toEqual([]);

      // The checks catch what they look for: a changed byte, a missing file, a case without documents.
      for (const key of acknowledgedUploads.keys()) if (!keys.has(key)) acknowledgedUploads.delete(key);
      await inspect(handle, 'after the sweep');
      const victim = join(filesDir, must(rows[0], 'a stored file').storageKey);
      const original = readFileSync(victim);
      writeFileSync(victim, Buffer.concat([original.subarray(0, -2), Buffer.from('!\n')]));
      await expect(inspect(handle, 'a changed byte')).rejects.toThrow(/hash of/);
      renameSync(victim, `${victim}.moved`);
      await expect(inspect(handle, 'a missing file')).rejects.toThrow(/has no file/);
      renameSync(`${victim}.moved`, victim);
      writeFileSync(victim, original);
      const { id: _, ...someCase } = must((await handle.db.select().from(cases).limit(1))[0], 'a case');
      const [bare] = await handle.db.insert(cases).values(someCase).returning({ id: cases.id });
      await expect(inspect(handle, 'a case without documents')).rejects.toThrow(/lacks required document/);
      await handle.db.delete(cases).where(eq(cases.id, must(bare, 'the case without documents').id));
      await inspect(handle, 'restored');
    } finally {
      await handle.close();
    }
  }, 300_000);
});
