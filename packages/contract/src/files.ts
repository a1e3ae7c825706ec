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

export function extensionsFor(kind: UploadKind): string[] {
  return UPLOAD_KINDS[kind].types.flatMap((type) => [...FILE_TYPES[type].extensions]);
}

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

/** The key of the file to read travels in a header, as the specification has it; requestedSide is ignored. */
export const DownloadHeadersSchema = z.object({
  filepath: z.string().max(200),
  requestedside: z.string().max(50).optional(),
});
/** `inline=true` asks for a file the browser may show in place (PDF and pictures), not save. */
export const DownloadQuerySchema = z.object({ inline: z.stringbool().optional() });
export const ExampleFileQuerySchema = DownloadQuerySchema.extend({ fileName: z.string().max(200) });
