import { crc32 } from 'node:zlib';
import type { TestApp } from './build-test-app.ts';

/** A 1×1 PNG: the smallest real image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal one-page PDF. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A real PNG carrying `comment` in a text chunk before its end: as large, or as unique, as wanted. */
export function pngWithComment(comment: string): Buffer {
  const data = Buffer.from(`Comment\0${comment}`);
  const type = Buffer.from('tEXt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const end = TINY_PNG.length - 12;
  return Buffer.concat([TINY_PNG.subarray(0, end), length, type, data, crc, TINY_PNG.subarray(end)]);
}

/** A multipart/form-data body with one file in the field "file". */
export function multipartBody(fileName: string, content: Buffer, field = 'file') {
  return multipartFiles([{ fileName, content, field }]);
}

/** A multipart/form-data body with the files given, in that order. */
export function multipartFiles(files: Array<{ fileName: string; content: Buffer; field?: string }>) {
  const boundary = `----docket${Math.random().toString(16).slice(2)}`;
  const parts = files.map(({ fileName, content, field = 'file' }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  t: TestApp,
  auth: Record<string, string>,
  fileName: string,
  content: Buffer,
  kind = 'case-document',
) {
  const body = multipartBody(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/FileReceiver/Uploadfile?kind=${kind}`,
    headers: { ...auth, 'content-type': body.contentType },
    payload: body.payload,
  });
}
