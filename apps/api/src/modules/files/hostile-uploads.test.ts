import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../test/factories.ts';
import { multipartBody, multipartFiles, TINY_PNG, upload } from '../../../test/upload.ts';
import { MS_RELATIONSHIP, relationships, wordFile } from '../../../test/word-files.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

const corpusDir = join(import.meta.dirname, '../../../test/fixtures/hostile');
const corpus = readdirSync(corpusDir).filter((name) => name !== 'generate.ts');
const validPdf = readFileSync(join(corpusDir, 'valid-for-name-tests.pdf'));

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  auth = (await signIn(t, await createUser(t.db, 'Client'))).auth;
});
afterAll(() => t.close());

function filesOnDisk(dir: string): string[] {
  let found: string[] = [];
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, name.name);
    if (name.isDirectory()) found = found.concat(filesOnDisk(path));
    else if (statSync(path).size >= 0) found.push(path);
  }
  return found;
}

const HOSTILE_NAMES = [
  '../../etc/passwd.pdf',
  '..\\..\\windows\\win.ini.pdf',
  'C:\\Users\\Public\\evil.pdf',
  '/etc/shadow.pdf',
  'nul\u0000byte.pdf',
  'bell\u0007.pdf',
  `${'a'.repeat(296)}.pdf`,
  '.pdf',
  'trailing-dot.',
  // Nothing but direction marks, and a name that is only an extension once they are taken out.
  '\u202E\u2066\u200F',
  '\u202E.pdf',
];

describe('hostile uploads', () => {
  it('the corpus holds at least 25 files', () => {
    expect(corpus.length + HOSTILE_NAMES.length).toBeGreaterThanOrEqual(25);
    expect(corpus.length).toBeGreaterThanOrEqual(25);
  });

  it.each(corpus.filter((name) => name !== 'valid-for-name-tests.pdf'))('refuses %s', async (name) => {
    const res = await upload(t, auth, name, readFileSync(join(corpusDir, name)));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, data: null });
    expect(res.json().responseMessage.length).toBeGreaterThan(10);
  });

  it('refuses a PDF with markup past its first 4 KiB', async () => {
    const padding = Buffer.alloc(8192, '% padding that a PDF reader skips\n');
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      padding,
      Buffer.from('<html><script>alert(document.cookie)</script></html>\n'),
      validPdf.subarray('%PDF-1.4\n'.length),
    ]);
    const res = await upload(t, auth, 'statement.pdf', pdf);
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMessage).toMatch(/^Invalid file selected/);
  });

  it('says an empty file is empty, not of the wrong type', async () => {
    const res = await upload(t, auth, 'empty.pdf', Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMessage).toBe('The file is empty. Choose it again, or take the photo again.');
  });

  it.each(HOSTILE_NAMES)('refuses the name %j', async (name) => {
    const res = await upload(t, auth, name, validPdf);
    expect(res.statusCode).toBe(400);
  });

  it('judges a name by what it really ends with, whatever direction marks make it show', async () => {
    // Shown as "invoiceexe.pdf"; it is an .exe.
    const res = await upload(t, auth, 'invoice\u202Efdp.exe', validPdf);
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMessage).toMatch(/^Invalid file selected/);
  });

  it('refuses a case document over 25 MB with the limit in the message', async () => {
    const big = Buffer.concat([validPdf, Buffer.alloc(25 * 1024 * 1024)]);
    const res = await upload(t, auth, 'huge.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().responseMessage).toBe('The file is too large. The limit is 25 MB.');
  });

  it('refuses an avatar over 800 kB and a document kind it does not take', async () => {
    const big = await upload(t, auth, 'me.png', Buffer.concat([TINY_PNG, Buffer.alloc(819_200)]), 'avatar');
    expect(big.statusCode).toBe(413);
    const pdfAvatar = await upload(t, auth, 'me.pdf', validPdf, 'avatar');
    expect(pdfAvatar.statusCode).toBe(400);
  });

  it('refuses a multipart body cut off anywhere with 400, not a server error', async () => {
    const body = multipartBody('cut.pdf', validPdf);
    // The last two bytes are the CRLF after the closing boundary, which parsers do not insist on.
    for (let cut = 3; cut < body.payload.length; cut += Math.ceil(body.payload.length / 60)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/FileReceiver/Uploadfile',
        headers: { ...auth, 'content-type': body.contentType },
        payload: body.payload.subarray(0, body.payload.length - cut),
      });
      expect(res.statusCode, `cut ${cut} bytes short`).toBe(400);
    }
  });

  it.each([
    ['two files in "file"', ['file', 'file']],
    ['a file in another field after it', ['file', 'evidence']],
    ['three files', ['file', 'file', 'file']],
  ])('refuses more than one file in one upload (%s) and stages none of them', async (_, fields) => {
    const countFiles = async () =>
      must((await t.db.select({ n: count() }).from(storedFiles))[0], 'the count').n;
    const rowsBefore = await countFiles();
    const body = multipartFiles(
      fields.map((field, i) => ({ fileName: `part-${i}.pdf`, content: validPdf, field })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/FileReceiver/Uploadfile',
      headers: { ...auth, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMessage).toBe(
      'Send one file per upload. To send several files, upload them one at a time.',
    );
    expect(await countFiles()).toBe(rowsBefore);
    const tempDir = t.config.uploadTempDir;
    expect(existsSync(tempDir) ? readdirSync(tempDir) : []).toEqual([]);
  });

  it('left no byte of any refused file on disk and no row behind', async () => {
    expect(filesOnDisk(t.config.filesDir)).toEqual([]);
    const [row] = await t.db.select({ n: count() }).from(storedFiles);
    expect(row?.n).toBe(0);
  });

  it('still accepts an honest document', async () => {
    const res = await upload(t, auth, 'Statement – Amina (final).pdf', validPdf);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'DONE',
      content: [{ fileName: 'Statement – Amina (final).pdf' }],
    });
    expect(res.json().data.content[0].filePath).toMatch(/^case-document\/[0-9a-f-]{36}$/);
  });
});

describe('file names with direction marks', () => {
  it.each([
    ['\u200EStatement.pdf', 'Statement.pdf'],
    ['Letter\u200F from the Home Office.pdf', 'Letter from the Home Office.pdf'],
    // Shown as "CVfdp.docx"; kept, and shown from now on, as the PDF it is.
    ['CV\u202Excod.pdf', 'CVxcod.pdf'],
    ['scan.p\u2066df\u2069', 'scan.pdf'],
  ])('stores %j without them, as %j', async (sent, stored) => {
    const res = await upload(t, auth, sent, validPdf);
    expect(res.statusCode, res.body).toBe(200);
    const { fileName, filePath } = res.json().data.content[0];
    expect(fileName).toBe(stored);
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.storageKey, filePath));
    expect(row?.originalName).toBe(stored);
  });
});

describe('Word documents', () => {
  it('accepts a real .docx, which is inflated in full to be checked', async () => {
    const res = await upload(
      t,
      auth,
      'statement.docx',
      await wordFile({ 'word/document.xml': '<w:document>'.padEnd(200_000, ' ') }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses one whose macros are renamed, and says it is for the macros', async () => {
    const res = await upload(
      t,
      auth,
      'statement.docx',
      await wordFile({
        'word/media/image2.png': 'Sub AutoOpen()',
        'word/_rels/document.xml.rels': relationships(
          `<Relationship Id="rId1" Type="${MS_RELATIONSHIP}/vbaProject" Target="media/image2.png"/>`,
        ),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().responseMessage).toMatch(/^This Word document contains macros/);
  });
});
