import { API, errorMessage, RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { type HttpHandler, HttpResponse, http } from 'msw';

/**
 * The server's tus endpoints, as the mock network answers them (decision 035): an upload is
 * created, takes its bytes in PATCHes at the offset the server holds, and answers where it got to.
 * The last PATCH does what the real server does with a finished upload, Uploadfile's checks and
 * staging: here it sends the whole file to Uploadfile over the same mock network, so a test says
 * what the server makes of the file with the Uploadfile handler it gives (`answer(API.uploadFile,
 * …)`), and reads what arrived with `sent(API.uploadFile)`, as for a file sent in one request.
 * A finished upload's answer is kept, for a client that did not hear it (HEAD, then GET).
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
/** What finished uploads answered, as the server keeps it for a client that did not hear it. */
const finished = new Map<string, { length: number; status: number; body: string }>();
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
const UPLOAD = `${RESUMABLE_UPLOADS_PATH}/:id`;

/** A PATCH: the bytes at the offset the server holds; the last one stages the file through Uploadfile. */
async function patch(request: Request, id: string, loseFinishingAnswer: boolean) {
  const upload = uploads.get(id);
  if (!upload) return finished.has(id) ? new HttpResponse(null, { status: 409, headers: TUS }) : notFound();
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
  const body = await staged.text();
  finished.set(id, { length: upload.length, status: staged.status, body });
  if (loseFinishingAnswer) return HttpResponse.error();
  return new HttpResponse(body, {
    status: staged.status,
    headers: { ...TUS, 'Upload-Offset': String(upload.offset), 'Content-Type': 'application/json' },
  });
}

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
    http.head(UPLOAD, ({ params }) => {
      const id = String(params.id);
      const upload = uploads.get(id);
      // A finished upload is whole: the client then asks for its answer.
      const length = upload?.length ?? finished.get(id)?.length;
      if (length === undefined) return notFound();
      return new HttpResponse(null, {
        headers: {
          ...TUS,
          'Upload-Offset': String(upload?.offset ?? length),
          'Upload-Length': String(length),
          'Cache-Control': 'no-store',
        },
      });
    }),
    http.patch(UPLOAD, ({ request, params }) => patch(request, String(params.id), false)),
    http.get(UPLOAD, ({ params }) => {
      const kept = finished.get(String(params.id));
      if (!kept) return notFound();
      return new HttpResponse(kept.body, {
        status: kept.status,
        headers: { ...TUS, 'Content-Type': 'application/json' },
      });
    }),
    http.delete(UPLOAD, ({ params }) => {
      uploads.delete(String(params.id));
      finished.delete(String(params.id));
      return new HttpResponse(null, { status: 204, headers: TUS });
    }),
  ];
}

/**
 * The last PATCH of an upload is finished on the server, but its answer never arrives, as on a
 * phone whose signal drops just then: `server.use(finishingAnswerLost())`.
 */
export function finishingAnswerLost(): HttpHandler {
  return http.patch(UPLOAD, ({ request, params }) => patch(request, String(params.id), true));
}

/** The server is still finishing the upload: its next request of the kind is answered 423. */
export function stillFinishing(method: 'head' | 'get'): HttpHandler {
  const envelope = {
    success: false,
    data: null,
    responseMessage: errorMessage('RESUMABLE_UPLOAD_FINISHING'),
    code: 'RESUMABLE_UPLOAD_FINISHING',
  };
  return http[method](
    UPLOAD,
    () =>
      method === 'head'
        ? new HttpResponse(null, { status: 423, headers: TUS })
        : HttpResponse.json(envelope, { status: 423, headers: TUS }),
    { once: true },
  );
}
