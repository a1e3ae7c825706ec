import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PersonalInfoRequestSchema } from './personal-info.ts';
import { phoneNumberSchema } from './phone-schema.ts';
import { readablePhoneNumber, storedPhoneNumber } from './phones.ts';
import { SignUpRequestSchema } from './sign-up.ts';
import { CreateUserRequestSchema, UpdateUserRequestSchema } from './users.ts';

/** What people type, and what is stored. */
const ACCEPTED: Array<[typed: string, stored: string]> = [
  // The issue's UK mobile, however it is written.
  ['07700 900123', '+447700900123'],
  ['07700900123', '+447700900123'],
  ['+44 7700 900123', '+447700900123'],
  ['+447700900123', '+447700900123'],
  ['  07700 900123  ', '+447700900123'],
  ['07700-900-123', '+447700900123'],
  ['07700.900.123', '+447700900123'],
  ['+44 (0) 7700 900123', '+447700900123'],
  ['0044 7700 900123', '+447700900123'],
  ['447700900123', '+447700900123'],
  // UK landlines and other ranges.
  ['020 7946 0000', '+442079460000'],
  ['(020) 7946 0000', '+442079460000'],
  ['0300 123 4567', '+443001234567'],
  ['0800 123456', '+44800123456'],
  ['07624 369230', '+447624369230'],
  // Foreign numbers in international form.
  ['+49 30 901820', '+4930901820'],
  ['+93 70 123 4567', '+93701234567'],
  ['+963 944 567 890', '+963944567890'],
  ['+1 202 555 0143', '+12025550143'],
  ['0049 30 901820', '+4930901820'],
  // The specification's patterns (section 5), as its client sends them.
  ['0770-0900123', '+447700900123'],
  ['0770 0900123', '+447700900123'],
  ['123-4567890', '+441234567890'],
  // … which the UK plan cannot make a number of: kept as the digits given.
  ['1234-5678901', '12345678901'],
  ['1234 5678901', '12345678901'],
  ['020-1234567', '0201234567'],
  ['0201234567', '0201234567'],
  ['04000000000', '04000000000'],
];

const REFUSED = [
  '123',
  // Any 10 or 11 digits are in a pattern of the specification; 9 or 12 are not.
  '077009001',
  '077009001234',
  '+44 7700 90012',
  '+49 1',
  '4930901820 5',
  'abc',
  '07700 900123 x',
  '+44 7700 900123 ext. 5',
  '+447700900123a',
  '++447700900123',
  '07700 ٩٠٠١٢٣',
  '1234--5678901',
  `0${'7'.repeat(60)}`,
];

describe('storedPhoneNumber', () => {
  it.each(ACCEPTED)('keeps %j as %j', (typed, stored) => {
    expect(storedPhoneNumber(typed)).toBe(stored);
  });

  it.each(REFUSED)('refuses %j', (typed) => {
    expect(storedPhoneNumber(typed)).toBeNull();
  });

  it('stores a stored number unchanged, so saving a form again changes nothing', () => {
    for (const [, stored] of ACCEPTED) expect(storedPhoneNumber(stored)).toBe(stored);
  });
});

describe('readablePhoneNumber', () => {
  it.each([
    ['+447700900123', '07700 900123'],
    ['+442079460000', '020 7946 0000'],
    ['+447624369230', '07624 369230'],
    ['+4930901820', '+49 30 901820'],
    ['+93701234567', '+93 70 123 4567'],
    ['12345678901', '12345678901'],
    ['0201234567', '0201234567'],
    [null, ''],
    ['', ''],
  ])('shows %j as %j', (stored, shown) => {
    expect(readablePhoneNumber(stored)).toBe(shown);
  });

  it('shows a number in a form the rule reads back as the same number', () => {
    for (const [, stored] of ACCEPTED) expect(storedPhoneNumber(readablePhoneNumber(stored))).toBe(stored);
  });
});

/** The message keys a schema reports for a value, or its output. */
function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { messages: result.error.issues.map((i) => i.message) };
}

describe('phoneNumberSchema', () => {
  const schema = phoneNumberSchema('personal.phone.required');

  it('names the field when it is empty, and has one message for a number that is not one', () => {
    expect(outcome(schema, '')).toEqual({ messages: ['personal.phone.required'] });
    expect(outcome(schema, '   ')).toEqual({ messages: ['personal.phone.required'] });
    expect(outcome(schema, undefined)).toEqual({ messages: ['personal.phone.required'] });
    expect(outcome(schema, '123')).toEqual({ messages: ['contact.invalid'] });
    expect(outcome(schema, '07700 900123')).toEqual({ value: '+447700900123' });
  });
});

describe('every form and endpoint with a phone number uses the one rule', () => {
  const valid = { firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.test', role: 'Client' };
  const FIELDS = [
    ['sign-up contact', SignUpRequestSchema, 'contact', valid, 'contact.required'],
    [
      'settings phone number',
      PersonalInfoRequestSchema,
      'phoneNumber',
      { firstName: 'Noor', lastName: 'Haddad', gender: 'female' },
      'personal.phone.required',
    ],
    ["admin's new user contact", CreateUserRequestSchema, 'contact', valid, 'contact.required'],
    [
      "admin's user edit contact",
      UpdateUserRequestSchema,
      'contact',
      { ...valid, id: '00000000-0000-4000-8000-000000000001' },
      'contact.required',
    ],
  ] as const;

  const field = (schema: z.ZodType, name: string, rest: object, value: string) => {
    const result = schema.safeParse({ ...rest, [name]: value });
    if (result.success) return { stored: (result.data as Record<string, unknown>)[name] };
    return { messages: result.error.issues.filter((i) => i.path[0] === name).map((i) => i.message) };
  };

  it.each(FIELDS)('%s', (_, schema, name, rest, requiredKey) => {
    for (const [typed, stored] of ACCEPTED) expect(field(schema, name, rest, typed)).toEqual({ stored });
    for (const typed of REFUSED)
      expect(field(schema, name, rest, typed), typed).toEqual({ messages: ['contact.invalid'] });
    expect(field(schema, name, rest, '')).toEqual({ messages: [requiredKey] });
  });
});
