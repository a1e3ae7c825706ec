import { FILE_TYPES, type ReadabilityMetrics } from '@docket/contract';
import type { Extraction, PageText } from '../check-types.ts';
import { CheckFailure } from './check-failure.ts';
import { readDocx } from './docx.ts';
import { prepareImage, type RawImage } from './image.ts';
import { languageOf } from './language.ts';
import type { OcrEngines } from './ocr.ts';
import { readPdf } from './pdf.ts';

const textPage = (page: number, text: string): PageText => ({
  page,
  text,
  confidence: null,
  language: languageOf(text),
});

async function ocrPage(ocr: OcrEngines, page: number, image: Uint8Array | RawImage) {
  const prepared = await prepareImage(image);
  // What OCR answers for a blank page, without its two seconds.
  const read = prepared.blank ? { text: '', confidence: 0 } : await ocr.read(prepared.forOcr);
  const pageText: PageText = {
    page,
    text: read.text,
    confidence: read.confidence,
    language: languageOf(read.text),
  };
  return { pageText, metrics: prepared.metrics };
}

const meanConfidence = (pages: PageText[]): number | null => {
  const read = pages.flatMap((p) => (p.confidence === null ? [] : [p.confidence]));
  return read.length === 0 ? null : Math.round((read.reduce((a, b) => a + b, 0) / read.length) * 10) / 10;
};

/**
 * Everything one file says, page by page, before any rule looks at it: a photo read by OCR, a
 * PDF's text layer (its scanned pages read by OCR), a Word document's text. Runs in the check
 * thread (check-thread.ts), or in the bench's own process.
 */
export async function extractFile(
  ocr: OcrEngines,
  bytes: Uint8Array,
  contentType: string,
): Promise<Extraction> {
  switch (contentType) {
    case FILE_TYPES.jpg.mime:
    case FILE_TYPES.png.mime: {
      const { pageText, metrics } = await ocrPage(ocr, 1, bytes);
      return { pages: [pageText], pageCount: 1, metrics, confidence: pageText.confidence };
    }
    case FILE_TYPES.pdf.mime: {
      const pdf = await readPdf(bytes);
      const pages = pdf.text.map(({ page, text }) => textPage(page, text));
      let metrics: ReadabilityMetrics | null = null;
      for (const scan of pdf.scans) {
        const read = await ocrPage(ocr, scan.page, scan.image);
        pages.push(read.pageText);
        // The first scanned page stands for the scan's quality.
        metrics ??= read.metrics;
      }
      pages.sort((a, b) => a.page - b.page);
      return { pages, pageCount: pdf.pageCount, metrics, confidence: meanConfidence(pages) };
    }
    case FILE_TYPES.docx.mime: {
      const text = await readDocx(bytes);
      return { pages: [textPage(1, text)], pageCount: 1, metrics: null, confidence: null };
    }
    default:
      throw new CheckFailure('unsupported');
  }
}
