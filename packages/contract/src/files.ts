import { z } from 'zod';
import { UPLOAD_KIND_NAMES, type UploadKind } from './file-types.ts';

export const UploadKindSchema = z.enum(UPLOAD_KIND_NAMES as [UploadKind, ...UploadKind[]]);

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
