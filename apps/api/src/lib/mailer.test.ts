import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { must } from './must.ts';

const outboxDir = mkdtempSync(join(tmpdir(), 'docket-outbox-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe('the mailer without SMTP', () => {
  it('writes each message to the outbox as an .eml file and logs its links', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _e, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, publicUrl: 'http://docket.test', log });
    await mailer.send({
      to: 'client@example.test',
      subject: 'Set your password',
      text: 'Open http://docket.test/account/set-password?userId=1&code=abc to continue.',
      html: '<p>Open the link</p>',
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatch(/\.eml$/);
    const eml = readFileSync(join(outboxDir, must(file, 'the written message')), 'utf8');
    expect(eml).toContain('To: client@example.test');
    expect(eml).toContain('Subject: Set your password');
    expect(eml).toContain('multipart/alternative');
    expect(lines.join('')).toContain('http://docket.test/account/set-password?userId=1&code=abc');
  });
});
