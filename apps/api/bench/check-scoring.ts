/**
 * How `npm run bench:checks` marks a check's findings against a fixture's labels: per finding,
 * right, wrong or unsure. A finding that is left out, or said to be unsure, is unsure, never wrong,
 * except where saying nothing is itself the answer (no missing page, no duplicate).
 */
import type { DocumentFinding, FindingCode } from '@docket/contract';
import type { FixtureLabel } from './check-fixtures/labels.ts';

export const SCORED = [
  'readable',
  'kind',
  'documentDate',
  'expired',
  'tooOld',
  'mrz',
  'name',
  'pagesMissing',
  'duplicate',
] as const;
export type Scored = (typeof SCORED)[number];
export type Mark = 'right' | 'wrong' | 'unsure';

export interface Scorecard {
  marks: Partial<Record<Scored, Mark>>;
  /** What the check said, in short, per scored finding (for the table). */
  said: Partial<Record<Scored, string>>;
  /** Flags the goals forbid on a readable document. */
  falseAlarms: ('expired' | 'kindDiffers' | 'nameAbsent')[];
  /** For an unreadable fixture: whether the check asked for a retake. */
  caught: boolean;
}

const RETAKE: FindingCode[] = ['unreadable', 'tooSmall', 'tooDark', 'washedOut', 'blurred'];
const NAME_CODES = {
  nameExact: 'exact',
  nameClose: 'close',
  namePartial: 'partial',
  nameAbsent: 'absent',
} as const;

export function score(
  label: FixtureLabel,
  findings: DocumentFinding[],
  groupFiles: FixtureLabel[],
): Scorecard {
  const truth = label.truth;
  const has = (code: FindingCode) => findings.find((f) => f.code === code);
  const marks: Scorecard['marks'] = {};
  const said: Scorecard['said'] = {};
  const falseAlarms: Scorecard['falseAlarms'] = [];
  const caught = RETAKE.some((code) => has(code));

  // Readable: a retake asked of a good document is wrong; "readable" of a bad one is wrong.
  said.readable = caught
    ? findings
        .filter((f) => RETAKE.includes(f.code))
        .map((f) => f.code)
        .join('+')
    : has('readable')
      ? 'readable'
      : '-';
  if (truth.readable) marks.readable = caught ? 'wrong' : has('readable') ? 'right' : 'unsure';
  else marks.readable = caught ? 'right' : 'wrong';

  // Kind: "looks like X" must name the real kind; a match with a slot of another kind is wrong.
  const kindFinding = findings.find((f) => f.code === 'kindMatches' || f.code === 'kindDiffers');
  if (kindFinding) {
    const found = String(kindFinding.params.found ?? '');
    said.kind = `${kindFinding.code === 'kindMatches' ? '=' : '≠'}${found}`;
    const right =
      found === truth.kind && (kindFinding.code === 'kindMatches') === (truth.kind === label.expectedKind);
    marks.kind = right ? 'right' : 'wrong';
    if (kindFinding.code === 'kindDiffers' && truth.kind === label.expectedKind && truth.readable)
      falseAlarms.push('kindDiffers');
  } else {
    said.kind = has('kindUnsure') ? '?' : '-';
    marks.kind = 'unsure';
  }

  const dated = has('documentDate');
  said.documentDate = dated ? String(dated.params.date) : '-';
  if (truth.documentDate !== null || dated)
    marks.documentDate = !dated ? 'unsure' : dated.params.date === truth.documentDate ? 'right' : 'wrong';

  const mrz = has('mrz');
  const expired = has('expired');
  said.expired = expired ? `yes ${expired.params.date}` : '-';
  if (truth.expired === true) marks.expired = expired ? 'right' : mrz?.params.expiry ? 'wrong' : 'unsure';
  else if (expired) {
    marks.expired = 'wrong';
    if (truth.readable) falseAlarms.push('expired');
  } else if (truth.expired === false) marks.expired = mrz?.params.expiry ? 'right' : 'unsure';

  const old = has('tooOld');
  said.tooOld = old ? `yes ${old.params.months}m` : '-';
  if (truth.tooOld === true) marks.tooOld = old ? 'right' : dated ? 'wrong' : 'unsure';
  else if (old) marks.tooOld = 'wrong';
  else if (truth.tooOld === false) marks.tooOld = dated ? 'right' : 'unsure';

  said.mrz = mrz
    ? `${mrz.params.documentNumber ?? '?'} ${mrz.params.expiry ?? '?'}`
    : has('mrzInvalid')
      ? 'invalid'
      : '-';
  if (truth.mrz || mrz) {
    if (!mrz) marks.mrz = 'unsure';
    else if (!truth.mrz) marks.mrz = 'wrong';
    else {
      const agrees = (key: 'documentNumber' | 'expiry' | 'birthDate') =>
        mrz.params[key] === undefined || mrz.params[key] === null || mrz.params[key] === truth.mrz?.[key];
      marks.mrz = agrees('documentNumber') && agrees('expiry') && agrees('birthDate') ? 'right' : 'wrong';
    }
  }

  const nameFinding = findings.find((f) => f.code in NAME_CODES);
  const nameSaid = nameFinding ? NAME_CODES[nameFinding.code as keyof typeof NAME_CODES] : null;
  said.name = nameSaid ?? '-';
  marks.name = nameSaid === null ? 'unsure' : nameSaid === truth.name ? 'right' : 'wrong';
  if (nameSaid === 'absent' && truth.name !== 'absent' && truth.readable) falseAlarms.push('nameAbsent');

  const missing = has('pagesMissing');
  said.pagesMissing = missing ? `${missing.params.missing}/${missing.params.total}` : '-';
  if (truth.pagesMissing) marks.pagesMissing = missing ? 'right' : caught ? 'unsure' : 'wrong';
  else marks.pagesMissing = missing ? 'wrong' : 'right';

  // The same document may be named by any fixture of its set (the first upload, or another copy).
  const duplicate = findings.find((f) => f.code === 'duplicateText' || f.code === 'duplicateFile');
  said.duplicate = duplicate ? String(duplicate.params.fileName) : '-';
  if (truth.duplicateOf) {
    const root = truth.duplicateOf;
    const set = new Set([root, ...groupFiles.filter((f) => f.truth.duplicateOf === root).map((f) => f.file)]);
    marks.duplicate = duplicate
      ? set.has(String(duplicate.params.fileName))
        ? 'right'
        : 'wrong'
      : caught
        ? 'unsure'
        : 'wrong';
  } else marks.duplicate = duplicate ? 'wrong' : 'right';

  return { marks, said, falseAlarms, caught };
}
