import { open } from 'node:fs/promises';
import type { FileType } from '@docket/contract';
import yauzl from 'yauzl';
import { inspectDeclaration, isDeclarationPart, MAX_DECLARATION_BYTES } from './docx-macros.ts';
import { MARKUP, pdfContainsMarkup } from './pdf-markup.ts';

export const DOCX_WITH_MACROS = 'docx-with-macros';

const MAX_DOCX_ENTRIES = 1000;
const MAX_DOCX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
const HEAD_BYTES = 4096;
const TAIL_BYTES = 65536;
const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((b, i) => buffer[i] === b);

async function readEnds(path: string, size: number): Promise<{ head: Buffer; tail: Buffer }> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    const tailLength = Math.min(TAIL_BYTES, size);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    return { head, tail };
  } finally {
    await handle.close();
  }
}

function isPdf(head: Buffer, tail: Buffer): boolean {
  if (!head.subarray(0, 5).equals(Buffer.from('%PDF-'))) return false;
  // A PDF ends with %%EOF; a ZIP directory at the end means a PDF/ZIP polyglot.
  const end = tail.subarray(Math.max(0, tail.length - 1024)).toString('latin1');
  if (!end.includes('%%EOF')) return false;
  return !tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function isPng(head: Buffer, tail: Buffer): boolean {
  // Nothing may follow the IEND chunk: appended payloads are how PNG polyglots are made.
  return startsWith(head, PNG_SIGNATURE) && tail.subarray(tail.length - PNG_END.length).equals(PNG_END);
}

function isJpeg(head: Buffer): boolean {
  // Phones append their own trailers after a JPEG's end, so only the start and markup are checked.
  return startsWith(head, [0xff, 0xd8, 0xff]) && !MARKUP.test(head.toString('latin1'));
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * A Word document is a ZIP with [Content_Types].xml and word/document.xml, no bomb and no macros.
 * SECURITY: the sizes an archive declares are its own claim, so every entry is inflated and its
 * bytes counted against the budget; yauzl also fails an entry that inflates past its declared
 * size. Word, a preview or a virus scanner opening the file later would inflate all of it.
 */
function checkDocx(path: string): Promise<'safe' | 'macros' | 'unsafe'> {
  return new Promise((resolve) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false }, (error, zip) => {
      if (error || !zip) return resolve('unsafe');
      let settled = false;
      const finish = (verdict: 'safe' | 'macros' | 'unsafe') => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(verdict);
      };
      if (zip.entryCount > MAX_DOCX_ENTRIES) return finish('unsafe');
      let declared = 0;
      let inflated = 0;
      let declarationBytes = 0;
      let hasContentTypes = false;
      let hasDocument = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        declared += entry.uncompressedSize;
        if (entry.fileName === '[Content_Types].xml') hasContentTypes = true;
        if (entry.fileName === 'word/document.xml') hasDocument = true;
        if (declared > MAX_DOCX_UNCOMPRESSED_BYTES) return finish('unsafe');
        // Macros make a .docx a .docm in disguise: Word would offer to run them.
        if (/vbaProject\.bin$/i.test(entry.fileName)) return finish('macros');
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        const declaration = isDeclarationPart(entry.fileName) ? ([] as Buffer[]) : null;
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish('unsafe');
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (declaration) declarationBytes += chunk.length;
            // Declarations too long to keep cannot be read, so they cannot be trusted either.
            if (inflated > MAX_DOCX_UNCOMPRESSED_BYTES || declarationBytes > MAX_DECLARATION_BYTES) {
              stream.destroy();
              return finish('unsafe');
            }
            declaration?.push(chunk);
          });
          // Corrupt data: yauzl only reports it; the stream must be destroyed or the file stays open.
          stream.on('error', () => {
            stream.destroy();
            finish('unsafe');
          });
          stream.on('end', () => {
            const said = declaration && inspectDeclaration(entry.fileName, Buffer.concat(declaration));
            if (said === 'macros') return finish('macros');
            if (said === 'unreadable') return finish('unsafe');
            if (!settled) zip.readEntry();
          });
        });
      });
      zip.on('end', () => finish(hasContentTypes && hasDocument ? 'safe' : 'unsafe'));
      zip.on('error', () => finish('unsafe'));
      zip.readEntry();
    });
  });
}

/**
 * The type a file's bytes say it is, whatever its name says; null for anything not accepted, and
 * DOCX_WITH_MACROS for a Word file refused for its macros, so the person can be told why.
 */
export async function detectFileType(
  path: string,
  size: number,
): Promise<FileType | typeof DOCX_WITH_MACROS | null> {
  if (size === 0) return null;
  const { head, tail } = await readEnds(path, size);
  if (isPdf(head, tail)) return (await pdfContainsMarkup(path, size)) ? null : 'pdf';
  if (isPng(head, tail)) return 'png';
  if (isJpeg(head)) return 'jpg';
  if (startsWith(head, OLE_SIGNATURE)) return 'doc';
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return null;
  const docx = await checkDocx(path);
  return docx === 'safe' ? 'docx' : docx === 'macros' ? DOCX_WITH_MACROS : null;
}
