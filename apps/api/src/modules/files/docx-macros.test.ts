import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contentTypes,
  DOCUMENT_TYPE,
  HONEST_WORD_PARTS,
  MS_RELATIONSHIP,
  OFFICE_RELATIONSHIP,
  relationships,
  wordFile,
} from '../../../test/word-files.ts';
import { DOCX_WITH_MACROS, detectFileType } from './content-sniffing.ts';

const dir = mkdtempSync(join(tmpdir(), 'docket-docx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
async function check(changes: Parameters<typeof wordFile>[0]) {
  const path = join(dir, `${files++}.docx`);
  const content = await wordFile(changes);
  writeFileSync(path, content);
  return detectFileType(path, content.length);
}

const VBA = 'Attribute VB_Name = "ThisDocument"\nSub AutoOpen()\nShell "powershell"\nEnd Sub';
const documentRels = (...extra: string[]) =>
  relationships(
    `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/settings" Target="settings.xml"/>`,
    ...extra,
  );
const withDocumentType = (type: string, ...extra: string[]) =>
  contentTypes(`<Override PartName="/word/document.xml" ContentType="${type}"/>`, ...extra);
const template = (target: string, mode = ' TargetMode="External"') =>
  relationships(
    `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/attachedTemplate" Target="${target}"${mode}/>`,
  );

describe('a Word file with macros', () => {
  it.each<[string, Parameters<typeof wordFile>[0]]>([
    [
      'a .docm renamed .docx (its document declared macro-enabled)',
      { '[Content_Types].xml': withDocumentType('application/vnd.ms-word.document.macroEnabled.main+xml') },
    ],
    [
      'a macro-enabled template renamed .docx',
      {
        '[Content_Types].xml': withDocumentType(
          'application/vnd.ms-word.template.macroEnabledTemplate.main+xml',
        ),
      },
    ],
    [
      'its VBA project renamed to a picture, declared in the content types and linked',
      {
        'word/media/image7.png': VBA,
        '[Content_Types].xml': withDocumentType(
          DOCUMENT_TYPE,
          '<Override PartName="/word/media/image7.png" ContentType="application/vnd.ms-office.vbaProject"/>',
        ),
        'word/_rels/document.xml.rels': documentRels(
          `<Relationship Id="rId9" Type="${MS_RELATIONSHIP}/vbaProject" Target="media/image7.png"/>`,
        ),
      },
    ],
    [
      'its VBA project renamed to a picture and declared only by its relationship',
      {
        'word/media/image7.png': VBA,
        'word/_rels/document.xml.rels': documentRels(
          `<Relationship Id="rId9" Type="${MS_RELATIONSHIP}/vbaProject" Target="media/image7.png"/>`,
        ),
      },
    ],
    [
      'its VBA project under a made-up extension declared macro code',
      {
        'word/logo.dat': VBA,
        '[Content_Types].xml': withDocumentType(
          DOCUMENT_TYPE,
          '<Default Extension="dat" ContentType="application/vnd.ms-office.vbaProject"/>',
        ),
      },
    ],
    ...(['vbaProjectSignature', 'wordVbaData', 'keyMapCustomizations'] as const).map(
      (type): [string, Parameters<typeof wordFile>[0]] => [
        `a ${type} relationship`,
        {
          'word/_rels/document.xml.rels': documentRels(
            `<Relationship Id="rId9" Type="${MS_RELATIONSHIP}/${type}" Target="extra.bin"/>`,
          ),
        },
      ],
    ),
    [
      'an ActiveX control',
      {
        '[Content_Types].xml': withDocumentType(
          DOCUMENT_TYPE,
          '<Override PartName="/word/activeX/activeX1.xml" ContentType="application/vnd.ms-office.activeX+xml"/>',
        ),
        'word/activeX/activeX1.xml': '<ax:ocx/>',
        'word/activeX/_rels/activeX1.xml.rels': relationships(
          `<Relationship Id="rId1" Type="${MS_RELATIONSHIP}/activeXControlBinary" Target="activeX1.bin"/>`,
        ),
      },
    ],
    [
      'a template fetched from a web site',
      { 'word/_rels/settings.xml.rels': template('https://evil.example/t.dotm') },
    ],
    [
      'a template fetched from a file share',
      { 'word/_rels/settings.xml.rels': template('\\\\evil\\share\\t.dotm') },
    ],
    [
      'a relationship type spelt with a character reference',
      {
        'word/_rels/document.xml.rels': documentRels(
          `<Relationship Id="rId9" Type="${MS_RELATIONSHIP}/vba&#x50;roject" Target="media/image7.png"/>`,
        ),
      },
    ],
    [
      'a remote template written with a prefix, single quotes and a ">" in a value',
      {
        'word/_rels/settings.xml.rels': `<r:Relationships xmlns:r="x"><r:Relationship Target='https://evil.example/a>b' Id='rId1' Type='${OFFICE_RELATIONSHIP}/attachedTemplate' TargetMode='Exter&#110;al'/></r:Relationships>`,
      },
    ],
    [
      'relationships in upper-case part names, which Word reads all the same',
      {
        '_rels/.rels': null,
        '_RELS/.RELS': relationships(
          `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIP}/officeDocument" Target="word/document.xml"/>`,
          `<Relationship Id="rId2" Type="${MS_RELATIONSHIP}/vbaProject" Target="word/media/image7.png"/>`,
        ),
      },
    ],
    [
      'relationships in UTF-16',
      {
        'word/_rels/document.xml.rels': Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from(
            documentRels(`<Relationship Id="rId9" Type="${MS_RELATIONSHIP}/vbaProject" Target="x.png"/>`),
            'utf16le',
          ),
        ]),
      },
    ],
  ])('is refused for its macros: %s', async (_, changes) => {
    expect(await check(changes)).toBe(DOCX_WITH_MACROS);
  });

  it.each<[string, Parameters<typeof wordFile>[0]]>([
    [
      'a DTD, which could define what a name spells',
      {
        'word/_rels/settings.xml.rels': `<!DOCTYPE r [<!ENTITY t "attachedTemplate">]>${template('https://evil.example/t.dotm').replace('attachedTemplate', '&t;')}`,
      },
    ],
    [
      'an encoding other than UTF-8 or UTF-16',
      { '_rels/.rels': HONEST_WORD_PARTS['_rels/.rels'].replace('UTF-8', 'UTF-7') },
    ],
    [
      'a relationship that does not read as XML',
      { 'word/_rels/settings.xml.rels': relationships(`<Relationship Type=${OFFICE_RELATIONSHIP}/x/>`) },
    ],
    [
      'a relationship cut short by a "<" in a value',
      {
        'word/_rels/settings.xml.rels': relationships(
          `<Relationship Target="https://evil.example/<" Type="${OFFICE_RELATIONSHIP}/attachedTemplate" TargetMode="External"/>`,
        ),
      },
    ],
    [
      'declarations too long to read',
      { '[Content_Types].xml': contentTypes(`<!--${' '.repeat(4 * 1024 * 1024)}-->`) },
    ],
  ])('is refused as unreadable: %s', async (_, changes) => {
    expect(await check(changes)).toBeNull();
  });

  it('is accepted when honest, with a web link, a local template and macros only mentioned in its text', async () => {
    expect(await check({})).toBe('docx');
    expect(
      await check({
        'word/document.xml': HONEST_WORD_PARTS['word/document.xml'].replace(
          'Witness statement',
          'Do not send vbaProject.bin or macroEnabled files',
        ),
        'word/_rels/settings.xml.rels': template('Normal.dotm', ''),
      }),
    ).toBe('docx');
  });
});
