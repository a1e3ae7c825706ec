import { type DeadlineRule, type KeyDate, LANGUAGES, type LocalisedText } from '@docket/contract';
import { londonToday } from '../components/key-date-view';

/** A label in every language: English and Arabic as given, the rest marked with their code. */
export function labels(english: string, arabic: string): LocalisedText {
  return Object.fromEntries(
    LANGUAGES.map((code) => [
      code,
      code === 'en' ? english : code === 'ar' ? arabic : `${english} (${code})`,
    ]),
  ) as LocalisedText;
}

/** London's today moved by `days`, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const date = new Date(`${londonToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function testKeyDate(overrides: Partial<KeyDate> = {}): KeyDate {
  return {
    id: 1,
    caseId: 5,
    ruleKey: 'ftt.appeal.in_uk',
    ruleVersion: 1,
    label: 'Appeal to the First-tier Tribunal',
    labels: labels('Appeal to the First-tier Tribunal', 'الاستئناف أمام المحكمة من الدرجة الأولى'),
    triggerDate: '2026-12-18',
    dueDate: dayFromToday(3),
    safeDueDate: dayFromToday(3),
    pendingDueDate: null,
    steps: [],
    status: 'open',
    critical: false,
    clientVisible: false,
    assigneeId: '5b0c4a4e-9a43-4c3e-8f39-0d3c6f7a1e01',
    assigneeName: 'Sam Solicitor',
    supervisorId: null,
    supervisorName: null,
    waivedReason: null,
    newerRuleVersion: null,
    evidenceDocumentId: null,
    completedAt: null,
    changes: [],
    ...overrides,
  };
}

export function testRule(overrides: Partial<DeadlineRule> = {}): DeadlineRule {
  return {
    key: 'ftt.appeal.in_uk',
    version: 1,
    label: labels('Appeal to the First-tier Tribunal', 'الاستئناف أمام المحكمة من الدرجة الأولى'),
    trigger: 'decision_sent',
    amount: 14,
    unit: 'calendar_days',
    obligationOf: 'firm',
    appliesWhen: { location: 'in_uk' },
    informational: false,
    nonWorkingEnd: 'not_verified',
    cutOffLocalTime: null,
    citation: {
      text: 'FtT (IAC) Procedure Rules 2014, r.19(2)',
      url: 'https://www.legislation.gov.uk/uksi/2014/2604/article/19',
    },
    note: null,
    verifiedBy: 'Sam Solicitor',
    verifiedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}
