import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pdfOf } from '../../../test/documents.ts';
import { checkFile } from './check-file.ts';

/** The bench's way in: a file on disk, checked as the queue would, with no database. */
const dir = mkdtempSync(join(tmpdir(), 'docket-check-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('checks a file on disk in the check thread and runs the rules over what it read', async () => {
  const path = join(dir, 'letter.pdf');
  writeFileSync(path, pdfOf([{ lines: ['Dear Amina Yusuf Hassan, your support continues.'] }]));
  const result = await checkFile(path, 'application/pdf', {
    expectedKind: 'homeOfficeLetter',
    maxAgeMonths: null,
    clientName: 'Amina Yusuf Hassan',
    today: '2026-11-28',
    others: [],
  });
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.extraction.pages[0]?.text).toBe('Dear Amina Yusuf Hassan, your support continues.');
  expect(Array.isArray(result.findings)).toBe(true);
  expect(result.ms).toBeGreaterThan(0);
  expect(
    await checkFile(join(dir, 'letter.pdf'), 'application/msword', {
      expectedKind: null,
      maxAgeMonths: null,
      clientName: '',
      today: '2026-11-28',
      others: [],
    }),
  ).toMatchObject({ ok: false, code: 'unsupported' });
});
