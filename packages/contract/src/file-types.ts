/**
 * The kinds of upload, the file types each takes, and where resumable uploads go: plain values,
 * without zod, so the web app's upload control carries no schemas (files.ts has those).
 */
export const FILE_TYPES = {
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  doc: { extensions: ['doc'], mime: 'application/msword' },
  docx: {
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  jpg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  png: { extensions: ['png'], mime: 'image/png' },
} as const;
export type FileType = keyof typeof FILE_TYPES;

/** What each kind of upload accepts; limits are checked in the browser and again as bytes arrive. */
export const UPLOAD_KINDS = {
  'case-document': { types: ['pdf', 'doc', 'docx', 'jpg', 'png'], maxBytes: 25 * 1024 * 1024 },
  template: { types: ['pdf', 'doc', 'docx', 'jpg', 'png'], maxBytes: 10 * 1024 * 1024 },
  avatar: { types: ['jpg', 'png'], maxBytes: 800 * 1024 },
} as const satisfies Record<string, { types: readonly FileType[]; maxBytes: number }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** The types of a kind of upload, or of any kind when none is named. */
export function typesFor(kind: UploadKind | undefined): readonly FileType[] {
  if (kind) return UPLOAD_KINDS[kind].types;
  return [...new Set(Object.values(UPLOAD_KINDS).flatMap((k) => k.types))];
}

export function extensionsFor(kind: UploadKind | undefined): string[] {
  return typesFor(kind).flatMap((type) => [...FILE_TYPES[type].extensions]);
}

/**
 * Resumable uploads (the tus protocol, 1.0.0) beside the specification's Uploadfile: a POST here
 * with Upload-Length and Upload-Metadata (`filename`, optionally `filetype`; `?kind=` as
 * Uploadfile takes it) creates an upload at `<path>/<id>`, which PATCHes fill and HEAD tells how
 * far it got. The PATCH that completes it answers 200 with Uploadfile's envelope (UploadResult).
 * A protocol of its own rather than an endpoint of the contract: its answers are tus's, not the
 * envelope, except where a failure has a body to carry one.
 */
export const RESUMABLE_UPLOADS_PATH = '/api/files/uploads';
/** An upload's id in its address: 128 random bits, in hex. */
export const RESUMABLE_UPLOAD_ID = /^[0-9a-f]{32}$/;
