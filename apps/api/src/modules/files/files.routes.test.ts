import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openCase, seedCaseType } from '../../../test/case-fixtures.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { TINY_PDF, TINY_PNG, upload } from '../../../test/upload.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { backgroundContext } from '../../lib/context.ts';
import { sweepFiles } from './sweep.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  other = (await signIn(t, await createUser(t.db, 'Admin'))).auth;
});
afterAll(() => t.close());

const download = (filePath: string, headers: Record<string, string>, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/FileReceiver/DownloadFile${query}`,
    headers: { ...headers, filePath, requestedSide: 'Admin' },
  });
const example = (fileName: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/FileReceiver/GetExampleFile?fileName=${encodeURIComponent(fileName)}`,
    headers,
  });

describe('downloads', () => {
  it('give the uploader their staged file with its original name, and no one else', async () => {
    const key = (await upload(t, owner, 'Déclaration – Ümit.pdf', TINY_PDF)).json().data.content[0].filePath;
    const mine = await download(key, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(TINY_PDF)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-disposition']).toContain(
      "filename*=UTF-8''D%C3%A9claration%20%E2%80%93%20%C3%9Cmit.pdf",
    );
    expect(mine.headers['content-disposition']).toMatch(/^attachment;/);
    const inline = await download(key, owner, '?inline=true');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    // requestedSide: Admin decides nothing; an administrator is refused a client's staged upload.
    expect((await download(key, other)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/FileReceiver/DownloadFile',
          headers: { filePath: key },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answer 404 alike for traversal attempts, unknown keys and case documents on the template call', async () => {
    const key = (await upload(t, owner, 'a.pdf', TINY_PDF)).json().data.content[0].filePath;
    const attempts = [
      '../../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      'case-document/../../jwt-secret',
      '/etc/passwd',
      'jwt-secret',
      'case-document/00000000-0000-0000-0000-000000000000',
      `${key}/../../encryption-key`,
      'C:\\Windows\\win.ini',
    ];
    for (const attempt of attempts) {
      const a = await download(attempt, owner);
      expect(a.statusCode, attempt).toBe(404);
      expect(a.json().responseMessage).toBe('File not found.');
      expect((await example(attempt, owner)).statusCode, attempt).toBe(404);
    }
    expect((await example(key, owner)).statusCode).toBe(404);
  });

  it('let any signed-in user read an avatar once it is claimed', async () => {
    const key = (await upload(t, owner, 'me.png', TINY_PNG, 'avatar')).json().data.content[0].filePath;
    expect((await example(key, other)).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdatePersonalInfo',
      headers: owner,
      payload: { firstName: 'A', lastName: 'B', gender: 'male', phoneNumber: '07700900123', avatar: key },
    });
    const res = await example(key, other);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

describe('a file the caller may not read', () => {
  it('costs the same statements as a key that does not exist, and neither is recorded', async () => {
    const caseId = await openCase(t, owner, await seedCaseType(t, other, 'Probe'));
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/Case/GetCaseById?id=${caseId}`, headers: owner })
    ).json().data;
    const staged = (await upload(t, owner, 'staged.pdf', TINY_PDF)).json().data.content[0].filePath;
    const stranger = (await signIn(t, await createUser(t.db, 'Client'))).auth;
    const refused = async (filePath: string) => {
      let status = 0;
      const statements = await t.statementsDuring(async () => {
        status = (await download(filePath, stranger)).statusCode;
      });
      expect(status, filePath).toBe(404);
      return statements;
    };
    const missing = await refused(`case-document/${randomUUID()}`);
    // SECURITY: a probe must not tell "exists, not yours" from "no such file" by the work done.
    // Equal statements also mean no audit record or read record on one path only.
    expect(await refused(detail.documents[0].filePath)).toEqual(missing);
    expect(await refused(staged)).toEqual(missing);
    expect(await refused(`avatar/${randomUUID()}`)).toEqual(missing);
    // The rule itself is unchanged: the owner reads the document, and the read is on record.
    const read = await t.statementsDuring(async () => {
      expect((await download(detail.documents[0].filePath, owner)).statusCode).toBe(200);
    });
    expect(read.filter((statement) => /^insert into "audit_events"/.test(statement))).toHaveLength(1);
  });
});

describe('the sweep', () => {
  it('removes staged uploads older than a day, orphaned files and old temp files, and keeps claimed ones', async () => {
    const staged = (await upload(t, owner, 'old.pdf', TINY_PDF)).json().data.content[0].filePath;
    const fresh = (await upload(t, owner, 'new.pdf', TINY_PDF)).json().data.content[0].filePath;
    const claimed = (await upload(t, owner, 'me.png', TINY_PNG, 'avatar')).json().data.content[0].filePath;
    await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdatePersonalInfo',
      headers: owner,
      payload: { firstName: 'A', lastName: 'B', gender: 'male', phoneNumber: '07700900123', avatar: claimed },
    });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await t.db.update(storedFiles).set({ createdAt: dayAgo }).where(eq(storedFiles.storageKey, staged));
    await t.db.update(storedFiles).set({ createdAt: dayAgo }).where(eq(storedFiles.storageKey, claimed));
    const orphan = join(t.config.filesDir, 'case-document', '11111111-2222-3333-4444-555555555555');
    writeFileSync(orphan, 'left by a crash');
    utimesSync(orphan, dayAgo, dayAgo);
    mkdirSync(join(t.config.filesDir, 'tmp'), { recursive: true });
    const temp = join(t.config.filesDir, 'tmp', 'interrupted.part');
    writeFileSync(temp, 'half an upload');
    utimesSync(temp, dayAgo, dayAgo);

    const result = await sweepFiles(backgroundContext(t.app), new Date());
    expect(result).toEqual({ staged: 1, orphans: 1, temps: 1, partials: 0, answers: 0 });
    expect(existsSync(join(t.config.filesDir, staged))).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(temp)).toBe(false);
    expect(existsSync(join(t.config.filesDir, fresh))).toBe(true);
    expect(existsSync(join(t.config.filesDir, claimed))).toBe(true);
    expect((await download(staged, owner)).statusCode).toBe(404);
  });
});
