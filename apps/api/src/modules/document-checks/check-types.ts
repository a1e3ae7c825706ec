import type { DocumentKind, ReadabilityMetrics } from '@docket/contract';

/** The text search configuration a page is indexed with (document_texts.language). */
export type TextLanguage = 'english' | 'arabic' | 'simple';

/** The text of one page, as read. `confidence` is the OCR's mean word confidence, null for a text layer. */
export interface PageText {
  page: number;
  text: string;
  confidence: number | null;
  language: TextLanguage;
}

/** What the worker thread read out of one file (extract/*), before any rule looked at it. */
export interface Extraction {
  pages: PageText[];
  /** Pages the file has (a PDF's page count; 1 for a photo), which may exceed those read. */
  pageCount: number;
  /** A photo's (or a scanned page's) pixels, measured; null for text that came without OCR. */
  metrics: ReadabilityMetrics | null;
  /** The mean OCR confidence over the pages that were read by OCR, or null if none was. */
  confidence: number | null;
}

/** Another document of the same case, for the "same letter sent twice" rule. */
export interface OtherDocument {
  documentId: number;
  fileName: string;
  text: string;
}

/** Everything the rules look at; they are pure and read no clock or database of their own. */
export interface RulesInput {
  extraction: Extraction;
  /** The kind the checklist item expects (case_type_documents.check_kind), if the firm set one. */
  expectedKind: DocumentKind | null;
  /** The item's limit in months after the document's date (case_type_documents.max_age_months). */
  maxAgeMonths: number | null;
  /** The client's full name as the firm holds it. */
  clientName: string;
  /** Today, YYYY-MM-DD, in the firm's time zone. */
  today: string;
  others: OtherDocument[];
}
