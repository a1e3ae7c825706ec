/**
 * Small PDFs written by hand (no PDF library in the project writes them): a text layer in the
 * standard Helvetica fonts, as a bank's download is, or one scanned JPEG per page, as a scanner's is.
 */
import type { Line } from './layout.ts';
import { layout, PAGE } from './layout.ts';

const A4 = { width: 595.28, height: 841.89 };
const PT = A4.width / PAGE.width;

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

function assemble(objects: (string | Buffer)[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
    const content = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
    const tail = Buffer.from('\nendobj\n', 'latin1');
    chunks.push(head, content, tail);
    length += head.length + content.length + tail.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 2 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

function stream(content: Buffer, dict = ''): Buffer {
  return Buffer.concat([
    Buffer.from(`<< /Length ${content.length}${dict} >>\nstream\n`, 'latin1'),
    content,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const INFO = '<< /Producer (Docket check fixtures) /CreationDate (D:20261126090000Z) >>';

/** A PDF with a text layer: each page's laid-out runs, in Helvetica (Liberation Sans's metrics). */
export function textPdf(pages: Line[][]): Buffer {
  // 1 catalog, 2 info, 3 pages, 4 Helvetica, 5 Helvetica-Bold, then page + content per page.
  const kids = pages.map((_, i) => `${6 + i * 2} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 3 0 R >>',
    INFO,
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  for (const lines of pages) {
    const laid = layout(lines);
    const ops: string[] = [];
    for (const band of laid.bands) {
      ops.push(
        `0.11 0.25 0.43 rg ${((PAGE.margin - 20) * PT).toFixed(2)} ${(A4.height - (band.y + band.height) * PT).toFixed(2)} ${((PAGE.width - 2 * PAGE.margin + 40) * PT).toFixed(2)} ${(band.height * PT).toFixed(2)} re f`,
      );
    }
    for (const r of laid.rules) {
      const y = (A4.height - r.y * PT).toFixed(2);
      ops.push(
        `0.2 G 1 w ${(PAGE.margin * PT).toFixed(2)} ${y} m ${((PAGE.width - PAGE.margin) * PT).toFixed(2)} ${y} l S`,
      );
    }
    for (const run of laid.runs) {
      const grey = run.colour === '#ffffff' ? '1 g' : '0.07 g';
      ops.push(
        `BT ${grey} /${run.bold ? 'F2' : 'F1'} ${(run.size * PT).toFixed(2)} Tf ${(run.x * PT).toFixed(2)} ${(A4.height - run.y * PT).toFixed(2)} Td (${pdfString(run.text)}) Tj ET`,
      );
    }
    const pageNumber = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 3 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${pageNumber + 1} 0 R >>`,
    );
    objects.push(stream(Buffer.from(ops.join('\n'), 'latin1')));
  }
  return assemble(objects);
}

/** A scanned PDF: one JPEG filling each page, and no text layer. */
export function imagePdf(jpegs: { data: Buffer; width: number; height: number }[]): Buffer {
  // 1 catalog, 2 info, 3 pages, then page + content + image per page.
  const kids = jpegs.map((_, i) => `${4 + i * 3} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 3 0 R >>',
    INFO,
    `<< /Type /Pages /Kids [${kids}] /Count ${jpegs.length} >>`,
  ];
  for (const jpeg of jpegs) {
    const pageNumber = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 3 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /XObject << /Im0 ${pageNumber + 2} 0 R >> >> /Contents ${pageNumber + 1} 0 R >>`,
    );
    objects.push(stream(Buffer.from(`q ${A4.width} 0 0 ${A4.height} 0 0 cm /Im0 Do Q`, 'latin1')));
    objects.push(
      stream(
        jpeg.data,
        ` /Type /XObject /Subtype /Image /Width ${jpeg.width} /Height ${jpeg.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
      ),
    );
  }
  return assemble(objects);
}
