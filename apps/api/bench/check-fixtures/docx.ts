/** A Word document (DOCX) of a template's lines, the smallest a word processor and mammoth accept. */
import yazl from 'yazl';
import type { Line } from './layout.ts';
import { RULE } from './layout.ts';

const xml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

function paragraph(line: Line): string {
  const text = line.cells.map((c) => c.text).join('\t');
  const props = line.bold ? '<w:rPr><w:b/></w:rPr>' : '';
  return `<w:p><w:r>${props}<w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;
}

export function docx(lines: Line[]): Promise<Buffer> {
  const body = lines
    .filter((l) => l.cells.length > 0 && l.cells[0]?.text !== RULE)
    .map(paragraph)
    .join('');
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-11-26T09:00:00Z');
  const add = (name: string, content: string) => zip.addBuffer(Buffer.from(content, 'utf8'), name, { mtime });
  add(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  add(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  add(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
