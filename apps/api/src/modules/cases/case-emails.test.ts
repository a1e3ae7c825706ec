import { describe, expect, it } from 'vitest';
import { buildCaseEmail, formatDueDate } from './case-emails.ts';

const reminderTo = (language: string) =>
  buildCaseEmail(
    'reminder',
    { email: 'amal@example.org', firstName: 'Amal', language },
    {
      link: 'https://docket.example/case/5',
      caseType: 'Asylum claim',
      items: [
        { name: 'Passport', reasonCode: 'unreadable', reason: null, dueDate: '2026-12-05' },
        { name: 'Bank statement', reasonCode: null, reason: null, dueDate: null },
      ],
    },
  );

describe('case e-mails', () => {
  it('write a due date the way the reader writes dates', () => {
    expect(formatDueDate('en', '2026-12-05')).toBe('5 December 2026');
    expect(formatDueDate('de', '2026-12-05')).toBe('5. Dezember 2026');
    expect(formatDueDate('ru', '2026-12-05')).toMatch(/^5 декабря 2026/);
  });

  it('list each document with why it came back and when it is due, in the client’s language', () => {
    const english = reminderTo('en');
    expect(english.text).toContain('Passport (sent back: it cannot be read; due by 5 December 2026)');
    expect(english.text).toContain('Bank statement');
    const spanish = reminderTo('es');
    expect(spanish.subject).not.toBe(english.subject);
    expect(spanish.text).toContain('antes del 5 de diciembre de 2026');
  });

  it('fall back to English for a language it does not know', () => {
    expect(reminderTo('xx').subject).toBe(reminderTo('en').subject);
  });
});
