import yazl from 'yazl';

const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
export const OFFICE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const MS_RELATIONSHIP = 'http://schemas.microsoft.com/office/2006/relationships';

export const relationships = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${items.join('')}</Relationships>`;

export const contentTypes = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>${items.join('')}</Types>`;

export const DOCUMENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** The parts Word itself writes for a one-line document with a picture and a web link. */
export const HONEST_WORD_PARTS = {
  '[Content_Types].xml': contentTypes(
    `<Override PartName="/word/document.xml" ContentType="${DOCUMENT_TYPE}"/>`,
    '<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>',
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>',
  ),
  '_rels/.rels': relationships(
    `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/officeDocument" Target="word/document.xml"/>`,
    `<Relationship Id="rId2" Type="${PACKAGE_RELATIONSHIPS}/metadata/core-properties" Target="docProps/core.xml"/>`,
  ),
  'word/document.xml':
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Witness statement</w:t></w:r></w:p></w:body></w:document>',
  'word/_rels/document.xml.rels': relationships(
    `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/settings" Target="settings.xml"/>`,
    `<Relationship Id="rId2" Type="${OFFICE_RELATIONSHIP}/image" Target="media/image1.png"/>`,
    `<Relationship Id="rId3" Type="${OFFICE_RELATIONSHIP}/hyperlink" Target="https://www.gov.uk/claim-asylum" TargetMode="External"/>`,
  ),
  'word/settings.xml': '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  'word/media/image1.png': 'not really a picture',
  'docProps/core.xml': '<cp:coreProperties/>',
} satisfies Record<string, string>;

/** A .docx built in memory: the honest parts, with some replaced, added or (given null) left out. */
export async function wordFile(changes: Record<string, string | Buffer | null> = {}): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const [name, content] of Object.entries({ ...HONEST_WORD_PARTS, ...changes })) {
    if (content !== null) archive.addBuffer(Buffer.from(content), name);
  }
  archive.end();
  const chunks: Buffer[] = [];
  for await (const chunk of archive.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
