import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFileType } from './content-sniffing.ts';

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
