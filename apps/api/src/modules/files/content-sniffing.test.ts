import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileType, SCAN_CHUNK_BYTES } from './content-sniffing.ts';

const hostile = join(import.meta.dirname, '../../../test/fixtures/hostile');
const openFiles = () => readdirSync('/proc/self/fd').length;

describe('the Word check', () => {
  it('refuses an archive whose data will not inflate, and leaves no file open', async () => {
    const path = join(hostile, 'corrupt-deflate.docx');
    const size = statSync(path).size;
    const before = openFiles();
    for (let round = 0; round < 5; round++) expect(await detectFileType(path, size)).toBeNull();
    // A closed file descriptor goes back on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openFiles()).toBeLessThanOrEqual(before);
  });

  it('leaves no file open after a bomb either', async () => {
    const path = join(hostile, 'zip-bomb-understated.docx');
    const before = openFiles();
    expect(await detectFileType(path, statSync(path).size)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openFiles()).toBeLessThanOrEqual(before);
  });
});

describe('the PDF check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docket-sniff-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A PDF of `size` bytes of dictionaries (full of "<<", never markup) with `text` written at `at`. */
  function pdfWith(size: number, text = '', at = 0): Promise<string | null> {
    const filler = Buffer.from('<< /Type /Page /Contents 4 0 R >>\n');
    const content = Buffer.alloc(size);
    for (let i = 0; i < size; i += filler.length) filler.copy(content, i);
    Buffer.from('%PDF-1.7\n').copy(content, 0);
    Buffer.from('\n%%EOF\n').copy(content, size - 7);
    content.write(text, at, 'latin1');
    const path = join(dir, `${size}-${at}.pdf`);
    writeFileSync(path, content);
    return detectFileType(path, size);
  }

  it('finds markup anywhere, not only in the first 4 KiB', async () => {
    const size = 3 * SCAN_CHUNK_BYTES + 5000;
    expect(await pdfWith(size, '<script>alert(1)</script>', 4097)).toBeNull();
    expect(await pdfWith(size, '<html><body>', 2 * SCAN_CHUNK_BYTES + 300)).toBeNull();
    expect(await pdfWith(size, '<  iframe src=x>', size - 200)).toBeNull();
  });

  it('finds a marker split across two reads, wherever it is split', async () => {
    const marker = '<script>';
    for (const boundary of [SCAN_CHUNK_BYTES, 2 * SCAN_CHUNK_BYTES]) {
      for (let before = 1; before < marker.length; before++) {
        const at = boundary - before;
        expect(await pdfWith(3 * SCAN_CHUNK_BYTES, marker, at), `split at ${before}`).toBeNull();
      }
    }
  });

  it('accepts a clean PDF of several reads, even with a longer word cut at a read boundary', async () => {
    expect(await pdfWith(4 * SCAN_CHUNK_BYTES + 123)).toBe('pdf');
    // "<script" ends exactly where a read ends; the next read shows it is "<scriptorium".
    for (const boundary of [SCAN_CHUNK_BYTES, 2 * SCAN_CHUNK_BYTES]) {
      expect(await pdfWith(3 * SCAN_CHUNK_BYTES, '<scriptorium>', boundary - '<script'.length)).toBe('pdf');
    }
  });
});
