import { createIsomorphicCanvasFactory, extractText, getDocumentProxy } from 'unpdf';
import { CheckFailure } from './check-failure.ts';
import type { RawImage } from './image.ts';

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
  /** Scanned pages rendered, at most MAX_OCR_PAGES of them, in page order. */
  scans: Array<{ page: number; image: RawImage }>;
};

const canvasImport = () => import('@napi-rs/canvas');

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * A page drawn as pixels, handed on raw: unpdf's renderPageAsImage encodes a PNG that sharp
 * decodes again, which for a 2500 px page costs more than the drawing.
 */
async function render(pdf: Pdf, pageNumber: number): Promise<RawImage> {
  const page = await pdf.getPage(pageNumber);
  const unscaled = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: RENDER_LONG_SIDE / Math.max(unscaled.width, unscaled.height) });
  const factory = new (await createIsomorphicCanvasFactory(canvasImport))();
  const drawing = factory.create(viewport.width, viewport.height);
  // @napi-rs/canvas's Canvas; the type also admits a browser's, which Node's types do not describe.
  const { width, height } = drawing.canvas as { width: number; height: number };
  try {
    // White paper under a scan whose image does not cover the whole page.
    drawing.context.fillStyle = '#ffffff';
    drawing.context.fillRect(0, 0, width, height);
    await page.render({ canvas: drawing.canvas, canvasContext: drawing.context, viewport }).promise;
    const pixels = drawing.context.getImageData(0, 0, width, height);
    return { data: new Uint8Array(pixels.data.buffer), width, height, channels: 4 };
  } finally {
    factory.destroy(drawing);
    page.cleanup();
  }
}

/** A PDF's text page by page; the pages with no text layer rendered as images to be read. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPages> {
  let pdf: Pdf;
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
        result.scans.push({ page, image: await render(pdf, page) });
      }
    }
    return result;
  } catch (error) {
    throw error instanceof CheckFailure ? error : new CheckFailure('corrupt');
  } finally {
    await pdf.loadingTask.destroy();
  }
}
