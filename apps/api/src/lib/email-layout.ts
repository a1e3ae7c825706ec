import { textDirection } from '@docket/contract';
import type { MailMessage } from './mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fonts mail apps have for the script, Arial's Latin last; the link stays left to right. */
function fontsFor(language: string): string {
  if (textDirection(language) === 'rtl')
    return 'Tahoma,&quot;Segoe UI&quot;,&quot;Noto Naskh Arabic&quot;,Arial,sans-serif';
  if (language === 'ti')
    return '&quot;Nyala&quot;,&quot;Noto Sans Ethiopic&quot;,&quot;Ebrima&quot;,Arial,sans-serif';
  return 'Arial,sans-serif';
}

/**
 * One e-mail, as HTML and as plain text carrying the same words and the same link: a greeting,
 * paragraphs (a list of lines where there is one), a button to the link, and a note.
 */
export function layoutEmail(message: {
  language: string;
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  list?: string[];
  action: string;
  link: string;
  note: string;
}): MailMessage {
  const { language, greeting, paragraphs, list = [], action, link, note } = message;
  const text = [
    greeting,
    ...paragraphs,
    ...(list.length ? [list.map((line) => `- ${line}`).join('\n')] : []),
    `${action}: ${link}`,
    note,
    'Docket',
  ].join('\n\n');
  const html = `<!doctype html><html lang="${escapeHtml(language)}" dir="${textDirection(language)}"><body dir="${textDirection(language)}" style="font-family:${fontsFor(language)};line-height:1.5;color:#1f2937">
<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${
    list.length ? `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''
  }
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(note)}</p>
<p style="font-size:13px;color:#4b5563"><bdi dir="ltr">${escapeHtml(link)}</bdi></p></body></html>`;
  return { to: message.to, subject: message.subject, text, html };
}
