import { readFileSync } from 'node:fs';
import { intlLocale, type Language, textDirection } from '@docket/contract';
import { copyIn, readCopyBook } from '../../lib/email-copy.ts';
import type { LocaleOverrides } from '../../lib/locale-overrides.ts';

/** What each file of an export holds, as the index page lists it. */
export type ExportFileKind =
  | 'profile'
  | 'cases'
  | 'notes'
  | 'dates'
  | 'auditEvents'
  | 'emails'
  | 'documents'
  | 'avatar'
  | 'manifest'
  | 'index';

type IndexCopy = {
  title: string;
  intro: string;
  contentsHeading: string;
  fileColumn: string;
  holdsColumn: string;
  files: Record<ExportFileKind, string>;
  casesHeading: string;
  noCases: string;
  caseTitle: string;
  status: string;
  opened: string;
  closed: string;
  solicitor: string;
  documentsHeading: string;
  noDocuments: string;
  version: string;
  missingFile: string;
  questionsHeading: string;
  questions: string;
  draftNote: string;
  statuses: Record<string, string>;
  states: Record<string, string>;
};

/**
 * The index page's words per language: subject-access-export-copy/<lng>.json, read once at start
 * like the e-mails' (decision 040), and corrected by the firm under `emails.subjectAccessExport`.
 */
export const SUBJECT_ACCESS_EXPORT_COPY = readCopyBook<IndexCopy>(
  new URL('./subject-access-export-copy/', import.meta.url),
);

/** Which languages' words are drafts no native reader has checked yet; the page says so in them. */
const COPY_STATUS = JSON.parse(
  readFileSync(new URL('./subject-access-export-copy/status.json', import.meta.url), 'utf8'),
) as Record<Language, 'original' | 'reviewed' | 'draft'>;

export type IndexVersion = {
  number: number;
  fileName: string;
  /** Where the file is in the zip; null when its bytes could not be found. */
  path: string | null;
  uploadedAt: Date;
  state: string | null;
};

export type IndexCase = {
  id: number;
  caseTypeName: string;
  status: string;
  createdAt: Date;
  closedAt: Date | null;
  solicitorName: string | null;
  items: Array<{ name: string; state: string; versions: IndexVersion[] }>;
};

export type IndexInput = {
  language: string;
  personName: string;
  generatedAt: Date;
  files: Array<{ path: string; kind: ExportFileKind }>;
  cases: IndexCase[];
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A zip path as a relative link: each segment encoded, so a name with spaces or `#` still opens. */
const href = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * The export's readable front page, in the person's language (right to left where it is written
 * so), listing each file and what it holds, the cases and their documents with links into the
 * zip, and how to ask the firm about it. Every value from the database is escaped; file names and
 * paths are isolated left to right inside right-to-left text.
 */
export function renderIndexPage(input: IndexInput, overrides?: LocaleOverrides): string {
  const { language, copy } = copyIn(
    SUBJECT_ACCESS_EXPORT_COPY,
    'subjectAccessExport',
    input.language,
    overrides,
  );
  const dir = textDirection(language);
  const dateFormat = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' });
  const date = (at: Date) => escapeHtml(dateFormat.format(at));
  // Numbers in the language's own digits, as its dates are (٧ in Arabic), without grouping: they are ids.
  const numberFormat = new Intl.NumberFormat(intlLocale(language), { useGrouping: false });
  const number = (n: number) => numberFormat.format(n);
  const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;
  const words = (text: string) => escapeHtml(text);

  const fileRows = input.files
    .map(
      (file) =>
        `<tr><td><a href="${escapeHtml(href(file.path))}">${ltr(file.path)}</a></td><td>${words(copy.files[file.kind])}</td></tr>`,
    )
    .join('\n');

  const caseSections = input.cases.length
    ? input.cases
        .map((c) => {
          const facts = [
            [copy.status, copy.statuses[c.status] ?? c.status],
            [copy.opened, dateFormat.format(c.createdAt)],
            ...(c.closedAt ? [[copy.closed, dateFormat.format(c.closedAt)]] : []),
            ...(c.solicitorName ? [[copy.solicitor, c.solicitorName]] : []),
          ] as Array<[string, string]>;
          const items = c.items.filter((item) => item.versions.length > 0);
          const documents = items.length
            ? `<ul>${items
                .map(
                  (item) =>
                    `<li><strong>${words(item.name)}</strong> — ${words(copy.states[item.state] ?? item.state)}<ul>${item.versions
                      .map((v) => {
                        const label = `${words(fill(copy.version, { n: number(v.number) }))} — ${date(v.uploadedAt)}${
                          v.state ? ` — ${words(copy.states[v.state] ?? v.state)}` : ''
                        }`;
                        return v.path
                          ? `<li><a href="${escapeHtml(href(v.path))}">${ltr(v.fileName)}</a> (${label})</li>`
                          : `<li>${ltr(v.fileName)} (${label}): ${words(copy.missingFile)}</li>`;
                      })
                      .join('')}</ul></li>`,
                )
                .join('\n')}</ul>`
            : `<p>${words(copy.noDocuments)}</p>`;
          return `<section>
<h3>${words(fill(copy.caseTitle, { id: number(c.id), caseType: c.caseTypeName }))}</h3>
<dl>${facts.map(([term, value]) => `<dt>${words(term)}</dt><dd>${words(value)}</dd>`).join('')}</dl>
<h4>${words(copy.documentsHeading)}</h4>
${documents}
</section>`;
        })
        .join('\n')
    : `<p>${words(copy.noCases)}</p>`;

  const draft = COPY_STATUS[language] === 'draft' ? `<p class="draft">${words(copy.draftNote)}</p>` : '';
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words(copy.title)}</title>
<style>
body{font-family:system-ui,"Segoe UI","Noto Sans","Noto Naskh Arabic","Noto Sans Ethiopic",Tahoma,Arial,sans-serif;line-height:1.5;color:#1f2937;max-width:60rem;margin:0 auto;padding:1rem}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d1d5db;padding:.4rem .6rem;text-align:start;vertical-align:top}
dt{font-weight:bold}dd{margin-inline-start:1rem}.draft{border:1px solid #d97706;padding:.5rem;background:#fffbeb}
</style>
</head>
<body>
<h1>${words(copy.title)}</h1>
${draft}
<p>${words(fill(copy.intro, { name: input.personName, date: dateFormat.format(input.generatedAt) }))}</p>
<h2>${words(copy.contentsHeading)}</h2>
<table>
<thead><tr><th scope="col">${words(copy.fileColumn)}</th><th scope="col">${words(copy.holdsColumn)}</th></tr></thead>
<tbody>
${fileRows}
</tbody>
</table>
<h2>${words(copy.casesHeading)}</h2>
${caseSections}
<h2>${words(copy.questionsHeading)}</h2>
<p>${words(copy.questions)}</p>
</body>
</html>
`;
}
