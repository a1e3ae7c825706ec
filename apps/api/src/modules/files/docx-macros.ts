/**
 * How a Word file says it carries macros. Part names are the file's own choice, so a macro part
 * can be called anything; Word finds it through the content types and the relationships, which
 * are what is read here.
 */

/** All content types and relationship parts of one file together; Word's own are a few kB. */
export const MAX_DECLARATION_BYTES = 4 * 1024 * 1024;

const CONTENT_TYPES = /^\[content_types\]\.xml$/i;
// Every relationship part, not only _rels/.rels and word/_rels/*: settings.xml.rels holds the template.
const RELATIONSHIPS = /(^|\/)_rels\/[^/]*\.rels$/i;

/** A .docm or macro-enabled template, VBA and its signatures, ActiveX, key maps and toolbars that call macros. */
const MACRO_CONTENT_TYPE =
  /macroEnabled|vnd\.ms-office\.(vbaProject|activeX)|vnd\.ms-word\.(vbaData|keyMapCustomizations|attachedToolbars)/i;
const MACRO_RELATIONSHIP =
  /relationships\/(vbaProject|wordVbaData|keyMapCustomizations|activeXControl|attachedToolbars)/i;
// SECURITY: written to stay linear on hostile input: an element cannot run past the next "<"
// (nor can a value, where XML forbids it), and attributes are read in order from a fixed point.
const RELATIONSHIP_ELEMENT = /<(?:[\w.-]+:)?Relationship\b((?:[^<>"']|"[^"<]*"|'[^'<]*')*)>/g;
const RELATIONSHIP_START = /<(?:[\w.-]+:)?Relationship\b/g;
const ATTRIBUTE = /\s*(?:[\w.-]+:)?([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
// OPC allows only UTF-8 and UTF-16, and no DTD: anything else is refused, not guessed at.
const OTHER_ENCODING = /^<\?xml[^>]*\bencoding\s*=\s*["'](?!utf-?8["']|utf-?16["'])/i;
const DTD = /<!(DOCTYPE|ENTITY)/i;

export function isDeclarationPart(name: string): boolean {
  return CONTENT_TYPES.test(name) || RELATIONSHIPS.test(name);
}

/** What a content types or relationship part says: macros, nothing of the kind, or unreadable. */
export function inspectDeclaration(name: string, content: Buffer): 'macros' | 'unreadable' | 'clean' {
  const text = xmlText(content);
  if (text === null || OTHER_ENCODING.test(text.trimStart()) || DTD.test(text)) return 'unreadable';
  // Character references would hide a name from a plain search ("vba&#80;roject").
  const decoded = decodeReferences(text);
  if (MACRO_CONTENT_TYPE.test(decoded) || MACRO_RELATIONSHIP.test(decoded)) return 'macros';
  if (!RELATIONSHIPS.test(name)) return 'clean';
  const elements = [...text.matchAll(RELATIONSHIP_ELEMENT)];
  // One that did not read as an element could be the one that matters.
  if (elements.length !== (text.match(RELATIONSHIP_START)?.length ?? 0)) return 'unreadable';
  for (const [, source] of elements) {
    // The group always takes part in a match; were it missing, the element is not understood.
    const attributes = source === undefined ? null : readAttributes(source);
    if (!attributes) return 'unreadable';
    // A template outside the file is fetched when Word opens the document, and its macros run.
    const type = attributes.get('type') ?? '';
    if (/\/attachedTemplate$/i.test(type) && /^external$/i.test(attributes.get('targetmode') ?? '')) {
      return 'macros';
    }
  }
  return 'clean';
}

/** An element's attributes by lower-case local name, or null if they do not read as XML. */
function readAttributes(source: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  const attribute = new RegExp(ATTRIBUTE.source, 'y');
  let read = 0;
  for (let match = attribute.exec(source); match; match = attribute.exec(source)) {
    read = attribute.lastIndex;
    const [, name, doubleQuoted, singleQuoted] = match;
    if (name === undefined) return null;
    attributes.set(name.toLowerCase(), decodeReferences(doubleQuoted ?? singleQuoted ?? '').trim());
  }
  return /^\s*\/?\s*$/.test(source.slice(read)) ? attributes : null;
}

function xmlText(content: Buffer): string | null {
  const even = content.subarray(0, content.length & ~1);
  let text: string;
  if ((content[0] === 0xfe && content[1] === 0xff) || (content[0] === 0 && content[1] === 0x3c)) {
    text = Buffer.from(even).swap16().toString('utf16le');
  } else if ((content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0x3c && content[1] === 0)) {
    text = even.toString('utf16le');
  } else {
    text = content.toString('utf8');
  }
  // A NUL left over means another encoding (UTF-32, say) that a plain search would read past.
  return text.includes('\u0000') ? null : text.replace(/^\uFEFF/, '');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (whole, reference: string) => {
    if (reference[0] !== '#') return NAMED[reference.toLowerCase()] ?? whole;
    const hex = /^#x/i.test(reference);
    const code = Number.parseInt(reference.slice(hex ? 2 : 1), hex ? 16 : 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
