import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfOf, textImage } from '../../../../test/documents.ts';
import { wordFile } from '../../../../test/word-files.ts';
import { must } from '../../../lib/must.ts';
import { CheckFailure } from './check-failure.ts';
import { extractFile } from './extract-file.ts';
import { languageOf } from './language.ts';
import { OcrEngines } from './ocr.ts';
import { ENGLISH_DATA_DIR, ocrSetup } from './ocr-languages.ts';
import { MAX_OCR_PAGES, readPdf } from './pdf.ts';

/** What the check thread reads out of each type of file (OCR costs about a second a page). */
const engines = new OcrEngines({ ...ocrSetup(['eng']), englishDataDir: ENGLISH_DATA_DIR });
afterAll(() => engines.terminate());

const PDF = 'application/pdf';
const LETTER = [
  'HOME OFFICE',
  'Asylum Support, section 95',
  'Date: 12 March 2026',
  'Dear Amina Yusuf Hassan',
];
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('extractFile', () => {
  it('reads a PDF text layer page by page, without OCR', async () => {
    const extraction = await extractFile(
      engines,
      pdfOf([
        { lines: LETTER },
        { lines: ['Page 2 of 3', 'Your support will continue while your claim is decided.'] },
      ]),
      PDF,
    );
    expect(extraction.pageCount).toBe(2);
    expect(extraction.pages.map((p) => [p.page, p.confidence, p.language])).toEqual([
      [1, null, 'english'],
      [2, null, 'english'],
    ]);
    expect(words(extraction.pages[0]?.text ?? '')).toBe(LETTER.join(' '));
    expect(extraction.metrics).toBeNull();
    expect(extraction.confidence).toBeNull();
  });

  it("reads a Word document's text", async () => {
    const docx = await wordFile({
      'word/document.xml':
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Witness statement of Amina Yusuf Hassan</w:t></w:r></w:p><w:p><w:r><w:t>I arrived in the United Kingdom in March.</w:t></w:r></w:p></w:body></w:document>',
    });
    const extraction = await extractFile(
      engines,
      docx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(extraction.pages).toHaveLength(1);
    expect(words(extraction.pages[0]?.text ?? '')).toBe(
      'Witness statement of Amina Yusuf Hassan I arrived in the United Kingdom in March.',
    );
    expect(extraction.pages[0]?.language).toBe('english');
  });

  it('reads a photo by OCR, turned upright by its EXIF orientation, and measures it at its own size', async () => {
    // Stored on its side with "rotate 90° clockwise to view" (orientation 6), as phones do.
    const sideways = await sharp(textImage(LETTER, { width: 1400, height: 900 }))
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 90 })
      .toBuffer();
    const extraction = await extractFile(engines, sideways, 'image/jpeg');
    const [page] = extraction.pages;
    expect(words(page?.text ?? '')).toContain('Asylum Support, section 95');
    expect(words(page?.text ?? '')).toContain('Amina Yusuf Hassan');
    expect(page?.confidence).toBeGreaterThan(80);
    expect(page?.language).toBe('english');
    expect(extraction.confidence).toBe(page?.confidence);
    expect(extraction.metrics).toMatchObject({ width: 1400, height: 900 });
  });

  it('renders and reads the scanned pages of a PDF, keeping the text layer of the others', async () => {
    const scan = textImage(['Statement period 1 July 2026 to 31 July 2026', 'Sort code 12-34-56'], {
      width: 1240,
      height: 1754,
      type: 'image/jpeg',
      fontPx: 36,
    });
    const extraction = await extractFile(
      engines,
      pdfOf([{ lines: LETTER }, { scan, width: 1240, height: 1754 }]),
      PDF,
    );
    expect(extraction.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(extraction.pages[0]?.confidence).toBeNull();
    expect(words(extraction.pages[1]?.text ?? '')).toContain('Sort code 12-34-56');
    expect(extraction.pages[1]?.confidence).toBeGreaterThan(70);
    expect(extraction.confidence).toBe(extraction.pages[1]?.confidence);
    expect(extraction.metrics).not.toBeNull();
  });

  it(`renders at most ${MAX_OCR_PAGES} scanned pages of a PDF for OCR, and counts them all`, async () => {
    const blank = await sharp({ create: { width: 60, height: 85, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const pages = Array.from({ length: MAX_OCR_PAGES + 2 }, () => ({ scan: blank, width: 60, height: 85 }));
    const pdf = await readPdf(pdfOf(pages));
    expect(pdf.pageCount).toBe(MAX_OCR_PAGES + 2);
    expect(pdf.scans.map((scan) => scan.page)).toEqual(
      Array.from({ length: MAX_OCR_PAGES }, (_, i) => i + 1),
    );
    const rendered = must(pdf.scans[0], 'a rendered page').image;
    expect([rendered.width, rendered.height]).toEqual([1766, 2500]);
  });

  it('says a file that does not open is corrupt, and a type it has no reader for unsupported', async () => {
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => 'read',
        (error: unknown) => (error instanceof CheckFailure ? error.code : String(error)),
      );
    const notAnImage = Buffer.from('\xff\xd8\xff\xe0 this is not the rest of a JPEG', 'latin1');
    expect(await code(extractFile(engines, notAnImage, 'image/jpeg'))).toBe('corrupt');
    expect(await code(extractFile(engines, Buffer.from('%PDF-1.4 nothing else'), PDF))).toBe('corrupt');
    expect(
      await code(
        extractFile(
          engines,
          Buffer.from('PK\x03\x04 no zip'),
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ),
      ),
    ).toBe('corrupt');
    expect(
      await code(extractFile(engines, Buffer.from('\xd0\xcf\x11\xe0', 'latin1'), 'application/msword')),
    ).toBe('unsupported');
  });
});

describe('languageOf', () => {
  it('indexes English with English stems, Arabic with Arabic stems, anything else as plain words', () => {
    expect(
      languageOf('Your application for asylum support has been received and will be decided soon.'),
    ).toBe('english');
    expect(languageOf('وزارة الداخلية تؤكد أن طلب اللجوء الخاص بك قيد الدراسة وسيتم الرد عليه قريبا')).toBe(
      'arabic',
    );
    expect(languageOf('درخواست پناهندگی شما دریافت شد و به زودی بررسی خواهد شد')).toBe('simple');
    expect(languageOf('Ваше заявление о предоставлении убежища получено и будет рассмотрено')).toBe('simple');
    expect(languageOf('H1234567')).toBe('simple');
    // franc alone reads this one as French.
    expect(
      languageOf('HOME OFFICE\nAsylum Support, section 95\nDate: 12 March 2026\nDear Amina Quokkafield'),
    ).toBe('english');
  });
});
