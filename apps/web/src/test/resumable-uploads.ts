import { API, RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { type HttpHandler, HttpResponse, http } from 'msw';

/**
 * The server's tus endpoints, as the mock network answers them (decision 035): an upload is
 * created, takes its bytes in PATCHes at the offset the server holds, and answers where it got to.
 * The last PATCH does what the real server does with a finished upload, Uploadfile's checks and
 * staging: here it sends the whole file to Uploadfile over the same mock network, so a test says
 * what the server makes of the file with the Uploadfile handler it gives (`answer(API.uploadFile,
 * …)`), and reads what arrived with `sent(API.uploadFile)`, as for a file sent in one request.
 */
interface Upload {
  kind: string;
  length: number;
  name: string;
  type: string;
  chunks: ArrayBuffer[];
  offset: number;
}

const uploads = new Map<string, Upload>();
const TUS = { 'Tus-Resumable': '1.0.0' };

/** `Upload-Metadata`: comma-separated pairs of a key and its value in base64. */
function metadataOf(header: string | null): Record<string, string> {
  const pairs = (header ?? '').split(',').filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const [key = '', value = ''] = pair.trim().split(' ');
      return [key, new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))];
    }),
  );
}

const notFound = () => new HttpResponse(null, { status: 404, headers: TUS });

export function resumableUploads(): HttpHandler[] {
  return [
    http.post(RESUMABLE_UPLOADS_PATH, ({ request }) => {
      const id = crypto.randomUUID().replaceAll('-', '');
      const metadata = metadataOf(request.headers.get('upload-metadata'));
      uploads.set(id, {
        kind: new URL(request.url).searchParams.get('kind') ?? '',
        length: Number(request.headers.get('upload-length')),
        name: metadata.filename ?? 'file',
        type: metadata.filetype ?? '',
        chunks: [],
        offset: 0,
      });
      return new HttpResponse(null, {
        status: 201,
        headers: { ...TUS, Location: `${RESUMABLE_UPLOADS_PATH}/${id}` },
      });
    }),
    http.head(`${RESUMABLE_UPLOADS_PATH}/:id`, ({ params }) => {
      const upload = uploads.get(String(params.id));
      if (!upload) return notFound();
      return new HttpResponse(null, {
        headers: {
          ...TUS,
          'Upload-Offset': String(upload.offset),
          'Upload-Length': String(upload.length),
          'Cache-Control': 'no-store',
        },
      });
    }),
    http.patch(`${RESUMABLE_UPLOADS_PATH}/:id`, async ({ request, params }) => {
      const id = String(params.id);
      const upload = uploads.get(id);
      if (!upload) return notFound();
      if (Number(request.headers.get('upload-offset')) !== upload.offset)
        return new HttpResponse(null, { status: 409, headers: TUS });
      const bytes = await request.arrayBuffer();
      upload.chunks.push(bytes);
      upload.offset += bytes.byteLength;
      if (upload.offset < upload.length) {
        return new HttpResponse(null, {
          status: 204,
          headers: { ...TUS, 'Upload-Offset': String(upload.offset) },
        });
      }
      uploads.delete(id);
      const form = new FormData();
      form.append('file', new File(upload.chunks, upload.name, { type: upload.type }));
      const authorization = request.headers.get('authorization');
      const staged = await fetch(new URL(`${API.uploadFile.path}?kind=${upload.kind}`, request.url), {
        method: 'POST',
        body: form,
        headers: authorization ? { authorization } : {},
      });
      return new HttpResponse(await staged.text(), {
        status: staged.status,
        headers: { ...TUS, 'Upload-Offset': String(upload.offset), 'Content-Type': 'application/json' },
      });
    }),
    http.delete(`${RESUMABLE_UPLOADS_PATH}/:id`, ({ params }) => {
      uploads.delete(String(params.id));
      return new HttpResponse(null, { status: 204, headers: TUS });
    }),
  ];
}
