import { DeadlineRuleSchema, LANGUAGES } from '@docket/contract';
import { describe, expect, it } from 'vitest';
import { DEADLINE_RULES, deadlineRule, rulesThatApply } from './deadline-rules.ts';

const KEYS = [
  'ftt.appeal.in_uk',
  'ftt.appeal.outside_uk',
  'ftt.appeal.accelerated_detained',
  'ftt.permission_to_ut.in_uk',
  'ftt.permission_to_ut.outside_uk',
  'ut.permission.in_uk',
  'ut.permission.outside_uk',
  'ut.onward_permission.in_uk',
  'ho.asylum_questionnaire',
  'ho.evidence_notice',
  'ast.support_appeal',
  'ftt.decision_target.nass',
];

describe('deadline rules', () => {
  it('are the issue’s twelve, version 1 each, in the contract’s shape', () => {
    expect(DEADLINE_RULES.map((rule) => rule.key)).toEqual(KEYS);
    for (const rule of DEADLINE_RULES) {
      expect(() => DeadlineRuleSchema.parse(rule), rule.key).not.toThrow();
      expect(rule.version, rule.key).toBe(1);
    }
  });

  it('have a label in all thirteen languages, each its own', () => {
    for (const rule of DEADLINE_RULES) {
      expect(Object.keys(rule.label).sort(), rule.key).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) {
        expect(rule.label[language].trim(), `${rule.key} ${language}`).not.toBe('');
        if (language !== 'en')
          expect(rule.label[language], `${rule.key} ${language}`).not.toBe(rule.label.en);
      }
    }
  });

  it('each cite their source with an address', () => {
    for (const rule of DEADLINE_RULES) {
      expect(rule.citation.text, rule.key).not.toBe('');
      expect(new URL(rule.citation.url).protocol, rule.key).toBe('https:');
    }
  });

  it('ship unverified, for a solicitor of the firm to verify', () => {
    for (const rule of DEADLINE_RULES)
      expect([rule.verifiedBy, rule.verifiedAt], rule.key).toEqual([null, null]);
  });

  it('leave the FtT’s roll-forward unverified and say why, and roll UT deadlines forward by 5pm', () => {
    for (const rule of DEADLINE_RULES.filter((r) => r.key.startsWith('ftt.') && !r.informational)) {
      expect(rule.nonWorkingEnd, rule.key).toBe('not_verified');
      expect(rule.note, rule.key).toMatch(/not verified|Not verified/);
    }
    for (const rule of DEADLINE_RULES.filter((r) => r.key.startsWith('ut.'))) {
      expect(rule.nonWorkingEnd, rule.key).toBe('roll_forward');
      expect(rule.cutOffLocalTime, rule.key).toBe('17:00');
    }
    expect(deadlineRule('ast.support_appeal')?.nonWorkingEnd).toBe('not_verified');
  });

  it('apply by the facts of the case', () => {
    const facts = {
      location: 'in_uk',
      detained: false,
      acceleratedDetained: false,
      nassAccommodation: true,
    } as const;
    const inUk = rulesThatApply(facts).map((rule) => rule.key);
    expect(inUk).toContain('ftt.appeal.in_uk');
    expect(inUk).toContain('ftt.decision_target.nass');
    expect(inUk).not.toContain('ftt.appeal.accelerated_detained');
    expect(inUk).not.toContain('ftt.appeal.outside_uk');

    const ada = rulesThatApply({
      ...facts,
      detained: true,
      acceleratedDetained: true,
      nassAccommodation: false,
    }).map((rule) => rule.key);
    expect(ada).toContain('ftt.appeal.accelerated_detained');
    expect(ada).not.toContain('ftt.appeal.in_uk');
    expect(ada).not.toContain('ftt.decision_target.nass');

    const abroad = rulesThatApply({ ...facts, location: 'outside_uk', nassAccommodation: false }).map(
      (rule) => rule.key,
    );
    expect(abroad).toEqual(
      expect.arrayContaining(['ftt.appeal.outside_uk', 'ut.permission.outside_uk', 'ho.evidence_notice']),
    );
    expect(abroad).not.toContain('ut.permission.in_uk');
  });
});
