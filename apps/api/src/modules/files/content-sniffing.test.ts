import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileType } from './content-sniffing.ts';
import { SCAN_CHUNK_BYTES } from './pdf-markup.ts';

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

  /** An object with a stream whose body is `body`, encoded (with a /Filter) or not. */
  const streamObject = (body: Buffer, encoded: boolean) =>
    Buffer.concat([
      Buffer.from(`7 0 obj\n<< /Length ${body.length}${encoded ? ' /Filter /FlateDecode' : ''} >>\nstream\n`),
      body,
      Buffer.from('\nendstream\nendobj\n'),
    ]);

  async function pdfOf(parts: Buffer[]): Promise<string | null> {
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), ...parts, Buffer.from('\n%%EOF\n')]);
    const path = join(dir, `parts-${Math.random().toString(16).slice(2)}.pdf`);
    writeFileSync(path, content);
    return detectFileType(path, content.length);
  }

  /** Bytes like a compressed stream's (random), holding the markup-like words random bytes hold. */
  function encodedBytes(size: number): Buffer {
    const bytes = randomBytes(size);
    for (const [i, word] of ['<svg ', '<body>', '<SCRIPT>', '<  html '].entries()) {
      bytes.write(word, Math.floor(((i + 1) * size) / 5), 'latin1');
    }
    return bytes;
  }

  const padding = (size: number) => Buffer.from(`% ${'-'.repeat(size - 3)}\n`);

  it('does not take the bytes of an encoded stream for markup, past the first 4 KiB', async () => {
    // Large enough that its bodies span several reads, and a stream starts near a read's end.
    const body = encodedBytes(3 * SCAN_CHUNK_BYTES);
    expect(await pdfOf([padding(5000), streamObject(body, true)])).toBe('pdf');
    expect(await pdfOf([padding(SCAN_CHUNK_BYTES - 30), streamObject(body, true)])).toBe('pdf');
    expect(
      await pdfOf([padding(5000), streamObject(body, true), streamObject(encodedBytes(9000), true)]),
    ).toBe('pdf');
  });

  it('finds markup in a stream that is not encoded, after an encoded one, and in the first 4 KiB', async () => {
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    const encoded = streamObject(encodedBytes(2 * SCAN_CHUNK_BYTES), true);
    expect(await pdfOf([padding(5000), streamObject(html, false)])).toBeNull();
    expect(await pdfOf([padding(5000), encoded, Buffer.from('<script>alert(1)</script>\n')])).toBeNull();
    expect(await pdfOf([padding(5000), encoded, streamObject(html, false)])).toBeNull();
    // What a browser might read to guess the type is searched whatever the stream says.
    expect(await pdfOf([streamObject(html, true)])).toBeNull();
  });

  it('accepts a clean PDF of several reads, even with a longer word cut at a read boundary', async () => {
    expect(await pdfWith(4 * SCAN_CHUNK_BYTES + 123)).toBe('pdf');
    // "<script" ends exactly where a read ends; the next read shows it is "<scriptorium".
    for (const boundary of [SCAN_CHUNK_BYTES, 2 * SCAN_CHUNK_BYTES]) {
      expect(await pdfWith(3 * SCAN_CHUNK_BYTES, '<scriptorium>', boundary - '<script'.length)).toBe('pdf');
    }
  });
});
