import { API } from '@docket/contract';
import { downloadBlob } from '@/lib/download';

/** Where a file comes from: a case's document (DownloadFile) or a case type's template (GetExampleFile). */
export type FileSource = { type: 'case-document'; filePath: string } | { type: 'template'; key: string };

/** The file's bytes with the Bearer token (a plain link cannot send it); `inline` records a view, not a download. */
export function fetchFile(source: FileSource, inline: boolean, signal?: AbortSignal): Promise<Blob> {
  if (source.type === 'template') {
    return downloadBlob(
      API.getExampleFile,
      { query: { fileName: source.key, inline: inline || undefined } },
      signal,
    );
  }
  // requestedSide is the spec's header; the server ignores it and authorises by the case.
  return downloadBlob(
    API.downloadFile,
    {
      query: { inline: inline || undefined },
      headers: { filepath: source.filePath, requestedside: 'Admin' },
    },
    signal,
  );
}

/** The spec keeps the temporary object address for 40 seconds, long enough for slow phones to save it. */
export const OBJECT_URL_LIFETIME_MS = 40_000;

/** Saves a Blob under its original name through a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
