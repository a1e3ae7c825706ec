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

type Email = { name: string; text: string };

/** The e-mails to the address, oldest first, decoded. */
function emailsTo(address: string): Email[] {
  const dir = outboxDir();
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const to = new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'mi');
  return (
    names
      .sort()
      .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }))
      // A long To: header is folded onto several lines (RFC 5322); unfolded, the address is on its line.
      .filter(({ text }) => to.test(text.replace(/\r?\n[ \t]+/g, ' ')))
      .map((mail) => ({ ...mail, text: decodeQuotedPrintable(mail.text) }))
  );
}

/** Waits for an e-mail to the address that `keep` accepts, and returns the newest such. */
async function newestEmail(address: string, keep: (mail: Email) => boolean, what: string): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      () => {
        found = emailsTo(address).filter(keep).at(-1);
        return Boolean(found);
      },
      { message: `${what} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  // The poll above passes only once it has found one.
  if (!found) throw new Error(`No ${what} in the outbox`);
  return found;
}

/** Waits for a new e-mail to the address (newer than `after`, a file name) and returns it decoded. */
export function newestEmailTo(address: string, after?: string): Promise<Email> {
  return newestEmail(address, ({ name }) => !after || name > after, `an e-mail to ${address}`);
}

/** Waits for an e-mail to the address with this subject and returns the newest, decoded. */
export function newestEmailAbout(address: string, subject: string): Promise<Email> {
  return newestEmail(
    address,
    ({ text }) => text.includes(`Subject: ${subject}`),
    `an e-mail to ${address} about "${subject}"`,
  );
}

/** The set-password link of an invitation or reset e-mail, as a path the test browser can open. */
export function setPasswordPath(emailText: string): string {
  const match = /https?:\/\/[^\s"'<>]+\/account\/set-password\?[^\s"'<>]+/.exec(emailText);
  if (!match) throw new Error('The e-mail has no set-password link');
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}
