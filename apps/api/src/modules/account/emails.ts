import { copyIn, readCopyBook } from '../../lib/email-copy.ts';
import { layoutEmail } from '../../lib/email-layout.ts';
import type { LocaleOverrides } from '../../lib/locale-overrides.ts';
import type { MailMessage } from '../../lib/mailer.ts';

type Template = 'invitation' | 'adminInvitation' | 'reset' | 'signupExisting';
type Copy = { subject: string; greeting: string; body: string; action: string; note: string };

/** The words of each template, per language: email-copy/<lng>.json (decision 040). */
export const ACCOUNT_EMAIL_COPY = readCopyBook<Record<Template, Copy>>(
  new URL('./email-copy/', import.meta.url),
);

/** A message in the recipient's language, as HTML and as plain text carrying the same link. */
export function buildEmail(
  template: Template,
  language: string,
  to: { email: string; firstName: string },
  link: string,
  overrides?: LocaleOverrides,
): MailMessage {
  const chosen = copyIn(ACCOUNT_EMAIL_COPY, 'account', language, overrides);
  const copy = chosen.copy[template];
  return layoutEmail({
    language: chosen.language,
    to: to.email,
    subject: copy.subject,
    greeting: copy.greeting.replace('{name}', to.firstName),
    paragraphs: [copy.body],
    action: copy.action,
    link,
    note: copy.note,
  });
}
