/**
 * STAND-IN, written by the fixtures/bench helper so `apps/api/bench/checks.ts` typechecks and runs
 * before the pipeline lands: the pipeline's own check-file.ts replaces this file whole. It reads a
 * file on the calling thread (no piscina, no timeouts, no limits), English OCR only, and then runs
 * the rules. Nothing in the API imports it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DocumentFinding, measureReadability } from '@docket/contract';
import mammoth from 'mammoth';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { Extraction, PageText, RulesInput } from './check-types.ts';
import { runRules } from './rules/index.ts';

const ENG_DATA = join(
  import.meta.dirname,
  '../../../../../node_modules/@tesseract.js-data/eng/4.0.0_best_int',
);

let worker: Promise<Worker> | null = null;
function ocr(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: ENG_DATA, cacheMethod: 'none', gzip: true });
  return worker;
}

/** Ends the OCR worker, so a script that used checkFile can exit. */
export async function closeCheckFile(): Promise<void> {
  if (worker) await (await worker).terminate();
  worker = null;
}

async function readImage(bytes: Buffer, page: number) {
  const grey = await sharp(bytes)
    .rotate()
    .resize(1000, 1000, { fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const full = await sharp(bytes).metadata();
  const metrics = {
    ...measureReadability(grey.data, grey.info.width, grey.info.height),
    width: full.autoOrient?.width ?? full.width ?? 0,
    height: full.autoOrient?.height ?? full.height ?? 0,
  };
  const input = await sharp(bytes)
    .rotate()
    .resize(2500, 2500, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const { data } = await (await ocr()).recognize(input);
  const text: PageText = { page, text: data.text, confidence: data.confidence, language: 'english' };
  return { text, metrics };
}

async function extract(path: string, contentType: string): Promise<Extraction> {
  const bytes = await readFile(path);
  if (contentType.startsWith('image/')) {
    const { text, metrics } = await readImage(bytes, 1);
    return { pages: [text], pageCount: 1, metrics, confidence: text.confidence };
  }
  if (contentType === 'application/pdf') {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const pages: PageText[] = [];
    let metrics: Extraction['metrics'] = null;
    for (const [i, body] of text.entries()) {
      if (body.trim().length >= 20) {
        pages.push({ page: i + 1, text: body, confidence: null, language: 'english' });
        continue;
      }
      const png = await renderPageAsImage(pdf, i + 1, {
        canvasImport: () => import('@napi-rs/canvas'),
        scale: 2,
      });
      const read = await readImage(Buffer.from(png), i + 1);
      pages.push(read.text);
      metrics ??= read.metrics;
    }
    const ocred = pages.filter((p) => p.confidence !== null).map((p) => p.confidence ?? 0);
    const confidence = ocred.length ? ocred.reduce((a, b) => a + b, 0) / ocred.length : null;
    return { pages, pageCount: totalPages, metrics, confidence };
  }
  if (contentType.includes('wordprocessingml')) {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return {
      pages: [{ page: 1, text: value, confidence: null, language: 'english' }],
      pageCount: 1,
      metrics: null,
      confidence: null,
    };
  }
  return { pages: [], pageCount: 0, metrics: null, confidence: null };
}

export async function checkFile(
  input: { path: string; contentType: string; fileName: string },
  context: Omit<RulesInput, 'extraction'>,
): Promise<{ extraction: Extraction; findings: DocumentFinding[] }> {
  const extraction = await extract(input.path, input.contentType);
  return { extraction, findings: runRules({ ...context, extraction }) };
}
