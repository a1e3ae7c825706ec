import { API, RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { testUpload } from '@/test/fixtures';
import { answer, fail, requestsMade, sent, server } from '@/test/network';
import { finishingAnswerLost, stillFinishing } from '@/test/resumable-uploads';
import { validToken } from '@/test/tokens';
import { uploadFile } from './upload-file';

const pdf = () => new File(['%PDF-1.4 a passport'], 'passport.pdf', { type: 'application/pdf' });
const send = (file: File) => uploadFile('case-document', file, () => {}, new AbortController().signal);

/** The requests of the tus endpoints, by method, with the upload's id left out. */
const tusRequests = () =>
  requestsMade()
    .filter((request) => request.includes(RESUMABLE_UPLOADS_PATH))
    .map((request) => request.replace(/\/[0-9a-f]{32}$/, '/:id'));

describe('uploadFile when the last PATCH’s answer is lost', () => {
  it('asks where the upload got to, finds it whole, and asks for the answer the server kept', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    server.use(
      finishingAnswerLost(),
      answer(API.uploadFile, testUpload('case-document/passport-key', 'passport.pdf')),
    );

    await expect(send(pdf())).resolves.toEqual({
      filePath: 'case-document/passport-key',
      fileName: 'passport.pdf',
    });
    // Staged once: the file is not sent again.
    expect(sent(API.uploadFile)).toHaveLength(1);
    expect(tusRequests()).toEqual([
      `POST ${RESUMABLE_UPLOADS_PATH}`,
      `PATCH ${RESUMABLE_UPLOADS_PATH}/:id`,
      `HEAD ${RESUMABLE_UPLOADS_PATH}/:id`,
      `GET ${RESUMABLE_UPLOADS_PATH}/:id`,
    ]);
  });

  it('waits while the server is still finishing it (423), for the HEAD and for the answer', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    server.use(
      finishingAnswerLost(),
      stillFinishing('head'),
      stillFinishing('get'),
      answer(API.uploadFile, testUpload('case-document/statement-key', 'passport.pdf')),
    );

    await expect(send(pdf())).resolves.toMatchObject({ filePath: 'case-document/statement-key' });
    expect(sent(API.uploadFile)).toHaveLength(1);
    expect(tusRequests()).toEqual([
      `POST ${RESUMABLE_UPLOADS_PATH}`,
      `PATCH ${RESUMABLE_UPLOADS_PATH}/:id`,
      `HEAD ${RESUMABLE_UPLOADS_PATH}/:id`,
      `HEAD ${RESUMABLE_UPLOADS_PATH}/:id`,
      `GET ${RESUMABLE_UPLOADS_PATH}/:id`,
      `GET ${RESUMABLE_UPLOADS_PATH}/:id`,
    ]);
  });

  it('gives the refusal the server kept, with its code', async () => {
    localStorage.setItem(TOKEN_KEY, validToken());
    server.use(finishingAnswerLost(), fail(API.uploadFile, 'FILE_CONTENT_MISMATCH'));

    await expect(send(pdf())).rejects.toMatchObject({ status: 400, code: 'FILE_CONTENT_MISMATCH' });
    expect(sent(API.uploadFile)).toHaveLength(1);
  });
});
