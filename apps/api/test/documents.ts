import { createCanvas } from '@napi-rs/canvas';

/**
 * Documents made in the test itself, so no fixture needs ImageMagick or a word processor: a page
 * of text drawn as a photo, and PDFs with a text layer or a scanned page.
 */

/** Lines of dark text on white paper, drawn at `width`×`height`, as PNG or JPEG bytes. */
export function textImage(
  lines: string[],
  options: { width?: number; height?: number; type?: 'image/png' | 'image/jpeg'; fontPx?: number } = {},
): Buffer {
  const { width = 1400, height = 900, fontPx = 40 } = options;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#141414';
  g.font = `${fontPx}px "DejaVu Sans", sans-serif`;
  for (const [i, line] of lines.entries()) g.fillText(line, 60, 80 + i * fontPx * 1.8);
  return options.type === 'image/jpeg' ? canvas.toBuffer('image/jpeg', 90) : canvas.toBuffer('image/png');
}

/** A page of a PDF: lines in its text layer, or a scan (a JPEG filling the page, no text layer). */
export type PdfPage = { lines: string[] } | { scan: Buffer; width: number; height: number };

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** An A4 PDF of the pages given, with a correct cross-reference table. */
export function pdfOf(pages: PdfPage[]): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const stream = (dict: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<<${dict}/Length ${data.length}>>stream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);
  add('<</Type/Catalog/Pages 2 0 R>>');
  add(''); // the page tree, written once its kids are known
  const font = add('<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>');
  const kids: number[] = [];
  for (const page of pages) {
    let content: string;
    let resources: string;
    if ('lines' in page) {
      const shown = page.lines.map((line) => `(${escapePdf(line)}) Tj 0 -22 Td`).join(' ');
      content = `BT /F1 14 Tf 60 780 Td ${shown} ET`;
      resources = `<</Font<</F1 ${font} 0 R>>>>`;
    } else {
      const image = add(
        stream(
          `/Type/XObject/Subtype/Image/Width ${page.width}/Height ${page.height}/ColorSpace/DeviceRGB/BitsPerComponent 8/Filter/DCTDecode`,
          page.scan,
        ),
      );
      content = 'q 595 0 0 842 0 0 cm /Im1 Do Q';
      resources = `<</XObject<</Im1 ${image} 0 R>>>>`;
    }
    const contents = add(stream('', Buffer.from(content, 'latin1')));
    kids.push(
      add(
        `<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources ${resources}/Contents ${contents} 0 R>>`,
      ),
    );
  }
  objects[1] = Buffer.from(
    `<</Type/Pages/Kids[${kids.map((k) => `${k} 0 R`).join(' ')}]/Count ${kids.length}>>`,
  );
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let at = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(at);
    parts.push(chunk);
    at += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${at}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}
