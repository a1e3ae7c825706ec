import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { CheckFailure } from './check-failure.ts';

/** A page with less text than this has none worth the name: it is a scan, and is read by OCR. */
const SCANNED_UNDER_CHARS = 20;
/** About 40 s of a core: the rest of a long scanned PDF is left unread rather than hold the queue. */
export const MAX_OCR_PAGES = 10;
/** The long side a scanned page is rendered at for OCR (about 215 dpi for A4). */
const RENDER_LONG_SIDE = 2500;

export type PdfPages = {
  pageCount: number;
  /** The text layer of each page (1-based page numbers), for pages that have one. */
  text: Array<{ page: number; text: string }>;
  /** Scanned pages rendered as PNG, at most MAX_OCR_PAGES of them, in page order. */
  scans: Array<{ page: number; png: Buffer }>;
};

const canvasImport = () => import('@napi-rs/canvas');

/** A PDF's text page by page; the pages with no text layer rendered as images to be read. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPages> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes the buffer over: give it a copy, so the caller's bytes stay usable. Its
    // warnings go to the console, so it is told to keep to errors.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch {
    throw new CheckFailure('corrupt');
  }
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const result: PdfPages = { pageCount: totalPages, text: [], scans: [] };
    for (const [index, pageText] of text.entries()) {
      const page = index + 1;
      if (pageText.replace(/\s+/g, '').length >= SCANNED_UNDER_CHARS) {
        result.text.push({ page, text: pageText.trim() });
      } else if (result.scans.length < MAX_OCR_PAGES) {
        const viewport = (await pdf.getPage(page)).getViewport({ scale: 1 });
        const scale = RENDER_LONG_SIDE / Math.max(viewport.width, viewport.height);
        const png = await renderPageAsImage(pdf, page, { canvasImport, scale });
        result.scans.push({ page, png: Buffer.from(png) });
      }
    }
    return result;
  } catch (error) {
    throw error instanceof CheckFailure ? error : new CheckFailure('corrupt');
  } finally {
    await pdf.loadingTask.destroy();
  }
}
