import { z } from 'zod';
import { GENDERS, requiredText } from './account.ts';
import { isoDateBetween } from './dates.ts';
import { StoredFileRefSchema } from './files.ts';
import { LIMITS } from './limits.ts';
import { phoneNumberSchema } from './phone-schema.ts';

// Apart from account.ts, whose schemas the password, two-step and lock screens share: only the
// screens with a phone field load the phone-number rule and its metadata (decision 034).

/** The spec counts null, empty text and the date 0001-01-01T00:00:00 as empty (section 5). */
function readBirthDate(value: unknown): unknown {
  if (value === '' || value === null) return null;
  if (typeof value !== 'string') return value;
  if (/^0001-01-01([T ]00:00:00(\.0+)?Z?)?$/.test(value.trim())) return null;
  const dateTime = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  return dateTime ? dateTime[1] : value;
}

export const PersonalInfoRequestSchema = z.object({
  firstName: requiredText('personal.firstName.required', LIMITS.nameMaxLength),
  lastName: requiredText('personal.lastName.required', LIMITS.nameMaxLength),
  gender: z.enum(GENDERS, { error: 'personal.gender.required' }),
  phoneNumber: phoneNumberSchema('personal.phone.required'),
  /**
   * A staged avatar upload (its filePath, alone or with its file name), the current avatar (its
   * key or the address GetCurrentUser gave) to keep it, or null or "" to remove it.
   */
  avatar: StoredFileRefSchema.optional().nullable(),
  image: z.unknown().optional(),
  /** A date, or a date-time whose date is kept; "", null and the spec's empty date 0001-01-01 mean none. */
  birthDate: z.preprocess(
    readBirthDate,
    isoDateBetween('1900-01-01', () => new Date().toISOString().slice(0, 10), 'birthDate.outOfRange')
      .optional()
      .nullable(),
  ),
});
export type PersonalInfoRequest = z.infer<typeof PersonalInfoRequestSchema>;
