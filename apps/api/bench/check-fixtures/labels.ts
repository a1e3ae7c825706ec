/** The shape of labels.json: each fixture's upload context and the truth of every finding. */
import type { DocumentKind } from '@docket/contract';

export type NameMatch = 'exact' | 'close' | 'partial' | 'absent';

export interface FixtureTruth {
  /** Whether a careful reader would accept the picture as readable (false: the check should ask for a retake). */
  readable: boolean;
  /** The kind the document really is. */
  kind: DocumentKind;
  /** Expired on `today`: true/false for a document with an expiry date, null for one without. */
  expired: boolean | null;
  /** Older than the item's maxAgeMonths on `today`; null when no limit applies or it has no date. */
  tooOld: boolean | null;
  /** The document's own date (a statement's is the end of its period), YYYY-MM-DD, or null if none to read. */
  documentDate: string | null;
  mrz: { documentNumber: string; expiry: string; birthDate: string } | null;
  /** How the client's name appears on it (a name in another script is still the name). */
  name: NameMatch;
  pagesMissing: boolean;
  /** An earlier fixture of the same group that is the same document, or null. */
  duplicateOf: string | null;
}

export interface FixtureLabel {
  file: string;
  description: string;
  /** A case: fixtures of one group are uploaded to one case in this order (for duplicates). */
  group: string;
  contentType: string;
  /** Pages in the file. */
  pages: number;
  clientName: string;
  /** The kind of the checklist item it is uploaded to. */
  expectedKind: DocumentKind;
  maxAgeMonths: number | null;
  truth: FixtureTruth;
}

export interface FixtureLabels {
  /** The day the labels hold for: the bench passes it to the rules as `today`. */
  today: string;
  fixtures: FixtureLabel[];
}
