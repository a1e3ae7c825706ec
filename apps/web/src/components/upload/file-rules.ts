import { extensionsFor, FILE_TYPES, UPLOAD_KINDS, type UploadKind } from '@docket/contract';

/** The upload kinds this control serves: every kind the server takes, the avatar included. */
export type FileUploadKind = UploadKind;

export type FileProblem =
  | { kind: 'invalidType' }
  | { kind: 'tooLarge'; limitKb: number }
  /** A HEIC photo this browser cannot read, so it cannot become a JPEG (decision 037). */
  | { kind: 'heicUnreadable' };

function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
}

/** The `accept` list: extensions for desktop pickers, MIME types for phones' pickers. */
export function acceptFor(kind: FileUploadKind): string {
  const types = UPLOAD_KINDS[kind].types;
  const extensions = extensionsFor(kind).map((extension) => `.${extension}`);
  const mimes = types.map((type) => FILE_TYPES[type].mime);
  return [...extensions, ...mimes].join(',');
}

/** "PDF, DOC, DOCX, JPG, PNG": the formats the server accepts for the kind, for hints. */
export function formatsFor(kind: FileUploadKind): string {
  return UPLOAD_KINDS[kind].types.map((type) => type.toUpperCase()).join(', ');
}

export function maxMegabytes(kind: FileUploadKind): number {
  return UPLOAD_KINDS[kind].maxBytes / (1024 * 1024);
}

/**
 * The browser's first check (spec "Uploads": by extension, case-insensitive, then by size), so a
 * person on a slow connection learns at once rather than after sending 25 MB. The server checks
 * the content again.
 */
export function checkFile(kind: FileUploadKind, file: Pick<File, 'name' | 'size'>): FileProblem | null {
  if (!extensionsFor(kind).includes(extensionOf(file.name))) return { kind: 'invalidType' };
  const { maxBytes } = UPLOAD_KINDS[kind];
  if (file.size > maxBytes) return { kind: 'tooLarge', limitKb: maxBytes / 1024 };
  return null;
}

/** What a preview can show inline: PDFs in a frame, pictures as images; the rest is only downloaded. */
export function previewKind(fileName: string, contentType = ''): 'pdf' | 'image' | null {
  const extension = extensionOf(fileName);
  if (contentType === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (contentType.startsWith('image/') || ['jpg', 'jpeg', 'png'].includes(extension)) return 'image';
  return null;
}
