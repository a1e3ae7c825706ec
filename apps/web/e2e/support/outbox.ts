import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Without SMTP the server writes every e-mail to DATA_DIR/outbox as an .eml file. */
function outboxDir(): string {
  const dataDir = process.env.DOCKET_E2E_DATA_DIR;
  if (!dataDir) throw new Error('DOCKET_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'outbox');
}

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` escapes such as `=3D`. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function emailsTo(address: string): { name: string; text: string }[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => ({ name, text: readFileSync(join(outboxDir(), name), 'utf8') }))
    .filter(({ text }) => new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
}

/** Waits for a new e-mail to the address (newer than `after`, a file name) and returns it decoded. */
export async function newestEmailTo(
  address: string,
  after?: string,
): Promise<{ name: string; text: string }> {
  let found: { name: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        found = emailsTo(address)
          .filter(({ name }) => !after || name > after)
          .at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${address} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return { name: found!.name, text: decodeQuotedPrintable(found!.text) };
}

/** Waits for an e-mail to the address with this subject and returns the newest, decoded. */
export async function newestEmailAbout(
  address: string,
  subject: string,
): Promise<{ name: string; text: string }> {
  let found: { name: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        found = emailsTo(address)
          .map((mail) => ({ ...mail, text: decodeQuotedPrintable(mail.text) }))
          .filter(({ text }) => text.includes(`Subject: ${subject}`))
          .at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${address} about "${subject}" in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The set-password link of an invitation or reset e-mail, as a path the test browser can open. */
export function setPasswordPath(emailText: string): string {
  const match = /https?:\/\/[^\s"'<>]+\/account\/set-password\?[^\s"'<>]+/.exec(emailText);
  if (!match) throw new Error('The e-mail has no set-password link');
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}
