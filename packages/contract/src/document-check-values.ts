/**
 * Automatic document checks (decision 039): what a check can say of an upload, as plain values, so
 * a screen that shows findings does not load the validation library. The schemas are in
 * document-checks.ts. Every finding is advice with its reason; none rejects a document.
 */

/** Kinds of document the checks can recognise, by their own words (sort code, MRZ, ASF1, …). */
export const DOCUMENT_KINDS = [
  'passport',
  'residencePermit',
  'bankStatement',
  'homeOfficeLetter',
  'accommodationLetter',
  'utilityBill',
  'payslip',
  'birthCertificate',
  'medicalLetter',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Where the check of one version stands. `failed` means it could not be run, never that the document failed. */
export const DOCUMENT_CHECK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DocumentCheckStatus = (typeof DOCUMENT_CHECK_STATUSES)[number];

/**
 * What a check found. Under the OCR confidence gate the only text finding is `unreadable`; the pixel
 * findings (`tooSmall` … `blurred`) are measured on the image and hold whatever the OCR read.
 *
 * - readable: the text was read with confidence ≥ the gate. params: { confidence }
 * - unreadable: "could not read": too little text, or confidence under the gate. params: { confidence }
 * - tooSmall / tooDark / washedOut / blurred: a photo's pixels. params: { width, height } / { brightness } / { contrast } / { blur }
 * - kindMatches / kindDiffers / kindUnsure: the kind it looks like, against the item's. params: { found, expected, cues }
 *   (`cues`: the words that decided, comma-separated; `found` is null when no kind had any cue).
 *   kindMatches with `expected` null (tone info): the item names no kind, and the document clearly looks like `found`.
 * - documentDate: the document's own date. params: { date, label } (`label`: 'period' (a statement's end),
 *   'document' ("Date:", "Pay date"), 'issue' (date of issue) or 'alone' (a letter's date on its own line))
 * - expired: an expiry date before today. params: { date, source: 'text' | 'mrz' }
 * - tooOld: the document's date is older than the item's limit. params: { date, months }
 * - mrz: a machine-readable zone whose check digits agree. params: { documentNumber?, expiry?, birthDate?, kind }
 *   (only the fields whose own check digit agreed; `kind`: 'passport' | 'residencePermit' | 'idCard')
 * - mrzInvalid: an MRZ was found, but a check digit failed: its fields are not used. params: { fields }
 *   (`fields`: comma-separated, of 'documentNumber', 'birthDate', 'expiry')
 * - nameExact / nameClose / namePartial / nameAbsent: the client's name on the document. params: { name, found }
 * - pagesMissing: "Page 2 of 3" with no page 3. params: { missing, total, count } (`missing`: the page
 *   numbers not seen, comma-separated; `count`: how many pages at least are missing)
 * - duplicateFile: the same bytes as another upload of the case. params: { documentId, fileName, uploadedAt }
 * - duplicateText: the same letter as another upload (text similarity). params: { documentId, fileName, similarity }
 * - noText: a file with no text to read (e.g. a spreadsheet or an empty page). params: {}
 */
export const FINDING_CODES = [
  'readable',
  'unreadable',
  'tooSmall',
  'tooDark',
  'washedOut',
  'blurred',
  'kindMatches',
  'kindDiffers',
  'kindUnsure',
  'documentDate',
  'expired',
  'tooOld',
  'mrz',
  'mrzInvalid',
  'nameExact',
  'nameClose',
  'namePartial',
  'nameAbsent',
  'pagesMissing',
  'duplicateFile',
  'duplicateText',
  'noText',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

/** How a finding is shown: good news, something to look at, or a plain fact. */
export const FINDING_TONES = ['ok', 'warn', 'info'] as const;
export type FindingTone = (typeof FINDING_TONES)[number];

/**
 * The findings a client is told of at once: what she can put right herself (a better photo, the
 * missing page, the file she meant to send), never a legal judgement.
 */
export const CLIENT_FINDINGS: readonly FindingCode[] = [
  'unreadable',
  'tooSmall',
  'tooDark',
  'washedOut',
  'blurred',
  'pagesMissing',
  'duplicateFile',
];

/** The OCR's mean word confidence (0–100) under which nothing read is trusted. */
export const OCR_CONFIDENCE_GATE = 70;

/** Bumped when a rule changes, so a finding says which rules made it. */
export const CHECK_RULES_VERSION = 1;

export type FindingParams = Record<string, string | number | boolean | null>;

export interface DocumentFinding {
  code: FindingCode;
  tone: FindingTone;
  /** Values for the translated sentence, and the cue that produced it (words found, check digit, …). */
  params: FindingParams;
  /** The OCR confidence of the text the finding came from, or null when it did not come from OCR. */
  confidence: number | null;
}
