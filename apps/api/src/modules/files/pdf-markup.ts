import { open } from 'node:fs/promises';

/** A PDF is searched for markup this many bytes at a time, so memory stays flat whatever its size. */
export const SCAN_CHUNK_BYTES = 64 * 1024;
// Each window starts again this far back, so a word split across two reads is seen whole. It must
// exceed the longest possible match (1 + 64 + 15 characters), which is why MARKUP bounds its spaces.
const SCAN_OVERLAP_BYTES = 128;
/** How far before a stream's keyword its dictionary (and so its /Filter) is looked for. */
const DICTIONARY_LOOKBACK = 8192;
/** The part of a file a browser may read to guess its type: scanned whole, streams or not. */
const HEAD_BYTES = 4096;

/**
 * Markup in a document means a browser could be talked into running it: a polyglot. The spaces
 * after "<" are bounded so a match has a longest length (browsers take none as a tag anyway).
 */
export const MARKUP = /<\s{0,64}(html|script|svg|body|iframe|object|embed|\?xml-stylesheet)\b/i;
/** A stream's body starts after this keyword and its end of line; "endstream" is not one. */
const STREAM_START = /(?<![A-Za-z])stream(\r\n|\n|\r)/;
const STREAM_END = 'endstream';

function find(pattern: RegExp, text: string, from: number): RegExpExecArray | null {
  pattern.lastIndex = from;
  return pattern.exec(text);
}

/** Whether the dictionary just before a stream's keyword names a filter (its body is encoded). */
function isFilteredStream(before: string): boolean {
  const objectStart = before.lastIndexOf(' obj');
  return objectStart >= 0 && before.includes('/Filter', objectStart);
}

/**
 * Whether markup appears in a PDF where a reader of its bytes would see it: anywhere in its first
 * 4 KiB, and outside the bodies of its encoded streams everywhere after. A PDF reader skips what
 * it does not understand, so a page of HTML can sit anywhere in a working PDF. The body of a
 * stream with a /Filter (compressed text, images, fonts) is skipped past the head: its bytes are
 * close to random, and "<svg" or "<body" turns up in random bytes about once in 600 KB, so
 * searching them would refuse one honest 25 MB scan in twenty-five. A browser that might sniff
 * the file reads only its first kilobyte or so (and Docket sends files with nosniff and a
 * sandbox), which the head check covers whatever the streams say.
 */
export async function pdfContainsMarkup(path: string, size: number): Promise<boolean> {
  // Searched from a position each time (lastIndex), so each scan has patterns of its own.
  const markupPattern = new RegExp(MARKUP.source, 'gi');
  const streamPattern = new RegExp(STREAM_START.source, 'g');
  const handle = await open(path, 'r');
  try {
    const window = Buffer.alloc(SCAN_OVERLAP_BYTES + SCAN_CHUNK_BYTES);
    let carried = 0;
    let position = 0;
    let base = 0;
    /** Absolute offset up to which the file has been decided. */
    let done = 0;
    let inEncodedStream = false;
    let lookback = '';
    while (position < size) {
      const { bytesRead } = await handle.read(window, carried, SCAN_CHUNK_BYTES, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      const length = carried + bytesRead;
      const last = position >= size;
      const text = window.toString('latin1', 0, length);
      // A match touching the window's end may be a longer word cut short ("<scriptorium"): the
      // next window holds it whole and decides.
      const cutShort = (index: number, matched: number) => !last && index + matched >= length;

      if (base < HEAD_BYTES) {
        const head = text.slice(0, HEAD_BYTES - base);
        for (const match of head.matchAll(new RegExp(MARKUP.source, 'gi'))) {
          if (!cutShort(match.index, match[0].length)) return true;
        }
      }

      let cursor = Math.max(0, done - base);
      for (;;) {
        if (inEncodedStream) {
          const end = text.indexOf(STREAM_END, cursor);
          if (end < 0) {
            cursor = Math.max(cursor, length - STREAM_END.length);
            break;
          }
          inEncodedStream = false;
          cursor = end + STREAM_END.length;
          continue;
        }
        const markup = find(markupPattern, text, cursor);
        const stream = find(streamPattern, text, cursor);
        if (markup && (!stream || markup.index < stream.index)) {
          if (cutShort(markup.index, markup[0].length)) {
            cursor = markup.index;
            break;
          }
          return true;
        }
        if (stream) {
          if (cutShort(stream.index, stream[0].length)) {
            cursor = stream.index;
            break;
          }
          const before = (lookback + text.slice(0, stream.index)).slice(-DICTIONARY_LOOKBACK);
          inEncodedStream = isFilteredStream(before);
          cursor = stream.index + stream[0].length;
          continue;
        }
        cursor = last ? length : Math.max(cursor, length - SCAN_OVERLAP_BYTES);
        break;
      }
      done = base + cursor;
      lookback = (lookback + text.slice(carried)).slice(-DICTIONARY_LOOKBACK);
      carried = Math.min(SCAN_OVERLAP_BYTES, length);
      window.copyWithin(0, length - carried, length);
      base += length - carried;
    }
    return false;
  } finally {
    await handle.close();
  }
}
