import { z } from 'zod';

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
export const UploadKindSchema = z.enum(UPLOAD_KIND_NAMES as [UploadKind, ...UploadKind[]]);

/** The types of a kind of upload, or of any kind when none is named. */
export function typesFor(kind: UploadKind | undefined): readonly FileType[] {
  if (kind) return UPLOAD_KINDS[kind].types;
  return [...new Set(Object.values(UPLOAD_KINDS).flatMap((k) => k.types))];
}

export function extensionsFor(kind: UploadKind | undefined): string[] {
  return typesFor(kind).flatMap((type) => [...FILE_TYPES[type].extensions]);
}

const KEY_AT_START =
  /^(case-document|template|avatar)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The stored file a client names. The specification's client names an upload by "upload path
 * plus file name", so the upload's filePath may come alone or followed by its file name, with or
 * without a `/` or `\` between; an avatar may come back as the address GetCurrentUser gave
 * (avatarAddress), whose `key` names it. Anything else is returned as it is (and matches nothing).
 */
export function storedFileKey(value: string): string {
  const trimmed = value.trim();
  const atStart = KEY_AT_START.exec(trimmed);
  if (atStart) return atStart[0].toLowerCase();
  const keyParam = AVATAR_KEY_PARAM.exec(trimmed)?.[1];
  if (keyParam) {
    let key = '';
    try {
      key = decodeURIComponent(keyParam.replaceAll('+', ' '));
    } catch {
      // Not an address this server made.
    }
    if (KEY_AT_START.test(key)) return key.toLowerCase();
  }
  return trimmed;
}
const AVATAR_KEY_PARAM = /\/FileReceiver\/Avatar\?(?:[^#]*&)?key=([^&#]*)/i;

/** A reference to a stored file, as clients send it: read as its key (storedFileKey). */
export const StoredFileRefSchema = z.string().max(600).transform(storedFileKey);

/** The query of an avatar's address: the key, when it stops working, and the server's signature of both. */
export const AvatarQuerySchema = z.object({
  key: z.string().max(200),
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  signature: z.string().max(100),
});

export const MAX_FILE_NAME_LENGTH = 255;

/** The spec's upload answer: state DONE and content[0] with the stored file's key and name. */
export const UploadResultSchema = z.object({
  state: z.literal('DONE'),
  content: z.array(
    z.object({
      filePath: z.string(),
      fileName: z.string(),
      fileSize: z.number().int(),
      contentType: z.string(),
    }),
  ),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

/**
 * Without a kind (the specification's client sends none), a file is received under the widest
 * rules and the rules of what it becomes are checked when it is claimed (a template, an avatar).
 */
export const UploadQuerySchema = z.object({ kind: UploadKindSchema.optional() });

/**
 * How the web app prepares a file before sending it, as the firm has set the server: photos are
 * made smaller in the browser unless the firm keeps originals (KEEP_ORIGINAL_PHOTOS; decision 037).
 */
export const UploadSettingsSchema = z.object({ keepOriginalPhotos: z.boolean() });
export type UploadSettings = z.infer<typeof UploadSettingsSchema>;

/** The key of the file to read travels in a header, as the specification has it; requestedSide is ignored. */
export const DownloadHeadersSchema = z.object({
  filepath: z.string().max(200),
  requestedside: z.string().max(50).optional(),
});
/** `inline=true` asks for a file the browser may show in place (PDF and pictures), not save. */
export const DownloadQuerySchema = z.object({ inline: z.stringbool().optional() });
export const ExampleFileQuerySchema = DownloadQuerySchema.extend({ fileName: z.string().max(200) });

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
