import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfOf, textImage } from '../../../test/documents.ts';
import { createCheckPool } from './check-pool.ts';
import { ocrSetup } from './extract/ocr-languages.ts';

/** The check thread fences the API process off from the OCR engine: its hangs and its crashes. */
const broken = mkdtempSync(join(tmpdir(), 'docket-ocr-'));
afterAll(() => rmSync(broken, { recursive: true, force: true }));
const photo = () => new Uint8Array(textImage(['Asylum Support, section 95', 'Date: 12 March 2026']));
const RULES = {
  expectedKind: null,
  maxAgeMonths: 1,
  clientName: 'Amina Hassan',
  today: '2026-11-28',
  others: [],
};

describe('the check thread', () => {
  it('stops a task that outlasts its limit, and reads the next in a new thread', async () => {
    const pool = createCheckPool(ocrSetup(['eng']), 300);
    try {
      // Starting the thread and loading the OCR engine alone take longer than 300 ms.
      expect(await pool.run(photo(), 'image/png', RULES)).toEqual({ ok: false, code: 'timeout' });
      const slower = createCheckPool(ocrSetup(['eng']), 30_000);
      const read = await slower.run(photo(), 'image/png', RULES);
      await slower.destroy();
      expect(read.ok && read.extraction.pages[0]?.text).toContain('section 95');
      // The rules ran in the thread too, off the API's event loop: the letter is dated and too old.
      expect(read.ok && read.findings.map((finding) => finding.code)).toContain('tooOld');
    } finally {
      await pool.destroy();
    }
  });

  it('survives an OCR engine that cannot load: the task fails, the process and the pool go on', async () => {
    // A damaged model: tesseract.js throws from an event no try/catch sees, ending its thread.
    writeFileSync(join(broken, 'eng.traineddata.gz'), 'not a gzip file');
    const pool = createCheckPool({ ...ocrSetup(['eng']), englishDataDir: broken }, 20_000);
    try {
      expect(await pool.run(photo(), 'image/png', RULES)).toEqual({ ok: false, code: 'failed' });
      // A fresh thread: a PDF with a text layer (no OCR needed) is read.
      const pdf = await pool.run(
        new Uint8Array(pdfOf([{ lines: ['Still here and reading the text layer'] }])),
        'application/pdf',
        RULES,
      );
      expect(pdf.ok && pdf.extraction.pages[0]?.text).toBe('Still here and reading the text layer');
    } finally {
      await pool.destroy();
    }
  });

  it('says the OCR data is missing rather than load nothing', async () => {
    const pool = createCheckPool({ ...ocrSetup(['eng']), englishDataDir: join(broken, 'nowhere') }, 20_000);
    try {
      expect(await pool.run(photo(), 'image/png', RULES)).toEqual({ ok: false, code: 'ocr-data-missing' });
    } finally {
      await pool.destroy();
    }
  });
});
