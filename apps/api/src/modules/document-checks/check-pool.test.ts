import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** Each thread of this process: its name and scheduling policy (5 is SCHED_IDLE), from /proc. */
function threadPolicies(): { threadId: string; name: string; policy: number }[] {
  return readdirSync('/proc/self/task').flatMap((threadId) => {
    try {
      const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // Fields after the name start at field 3; policy is field 41.
      const policy = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);
      return [{ threadId, name, policy }];
    } catch {
      return [];
    }
  });
}

describe('the check thread', () => {
  it.runIf(process.platform === 'linux')(
    'gives the cores to the API first: it, its OCR engine and libvips run under SCHED_IDLE',
    async () => {
      const pool = createCheckPool(ocrSetup(['eng']), 30_000);
      try {
        const read = await pool.run(photo(), 'image/png', RULES);
        expect(read.ok).toBe(true);
        const threads = threadPolicies();
        const idle = threads.filter((thread) => thread.policy === 5);
        const libvips = threads.filter((thread) => thread.name.startsWith('libvips'));
        expect(libvips.length).toBeGreaterThan(0);
        expect(
          libvips.every((thread) => thread.policy === 5),
          JSON.stringify(libvips),
        ).toBe(true);
        // The check thread and tesseract.js's worker, which it started.
        expect(idle.filter((thread) => !thread.name.startsWith('libvips')).length).toBeGreaterThanOrEqual(2);
        // This (the API's) thread keeps the normal policy.
        expect(threads.find((thread) => thread.threadId === String(process.pid))?.policy).toBe(0);
      } finally {
        await pool.destroy();
      }
    },
  );

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
