import { intlLocale, type Language, type RejectionReason } from '@docket/contract';
import { copyIn, readCopyBook } from '../../lib/email-copy.ts';
import { layoutEmail } from '../../lib/email-layout.ts';
import type { LocaleOverrides } from '../../lib/locale-overrides.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** What happened to a case's documents that its people hear of by e-mail (decision 025). */
export type CaseEmailKind = 'requested' | 'accepted' | 'rejected' | 'waived' | 'reminder' | 'uploaded';

type Copy = { subject: string; body: string; action: string };
type LanguageCopy = {
  greeting: string;
  note: string;
  kinds: Record<CaseEmailKind, Copy>;
  reasons: Record<RejectionReason, string>;
  /** How a list line says why a document was sent back. */
  sentBack: string;
  due: string;
};

// {name}, {document}, {caseType}, {reason}, {date} are filled in; the list of documents follows the body.
/** The words per language: email-copy/<lng>.json (decision 040). */
export const CASE_EMAIL_COPY = readCopyBook<LanguageCopy>(new URL('./email-copy/', import.meta.url));

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A due date (YYYY-MM-DD) as the reader writes dates: "5 December 2026", "5. Dezember 2026". */
export function formatDueDate(language: Language, date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** Why a document was sent back, in the reader's words: the reason's label and the firm's own note. */
export function rejectionText(
  language: string,
  reasonCode: string | null,
  note: string | null,
  overrides?: LocaleOverrides,
): string {
  const { copy } = copyIn(CASE_EMAIL_COPY, 'cases', language, overrides);
  const label = reasonCode ? copy.reasons[reasonCode as RejectionReason] : undefined;
  return [label, note].filter(Boolean).join(' — ') || copy.reasons.other;
}

/** A case e-mail in the recipient's language, with a link to the case (or one of its documents). */
export function buildCaseEmail(
  kind: CaseEmailKind,
  recipient: { email: string; firstName: string; language: string },
  values: {
    link: string;
    caseType: string;
    document?: string;
    /**
     * Why a document was sent back or waived: the reason's code and the firm's own note, written in
     * the reader's words.
     */
    reasonCode?: string | null;
    reason?: string | null;
    /** The other person's name, in an e-mail to staff. */
    actorName?: string;
    /** The documents a reminder lists. */
    items?: Array<{ name: string; reasonCode: string | null; reason: string | null; dueDate: string | null }>;
  },
  overrides?: LocaleOverrides,
): MailMessage {
  const { language, copy } = copyIn(CASE_EMAIL_COPY, 'cases', recipient.language, overrides);
  const words = copy.kinds[kind];
  const filled = {
    name: kind === 'uploaded' ? (values.actorName ?? '') : recipient.firstName,
    caseType: values.caseType,
    document: values.document ?? '',
    reason: rejectionText(language, values.reasonCode ?? null, values.reason ?? null, overrides),
  };
  const list = (values.items ?? []).map((item) => {
    const notes = [
      item.reasonCode || item.reason
        ? fill(copy.sentBack, { reason: rejectionText(language, item.reasonCode, item.reason, overrides) })
        : null,
      item.dueDate ? fill(copy.due, { date: formatDueDate(language, item.dueDate) }) : null,
    ].filter(Boolean);
    return notes.length ? `${item.name} (${notes.join('; ')})` : item.name;
  });
  return layoutEmail({
    language,
    to: recipient.email,
    subject: words.subject,
    greeting: fill(copy.greeting, { name: recipient.firstName }),
    paragraphs: [fill(words.body, filled)],
    list,
    action: words.action,
    link: values.link,
    note: copy.note,
  });
}
