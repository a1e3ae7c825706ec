import { z } from 'zod';
import { toPlainDate } from './london-day.ts';

/**
 * gov.uk's `bank-holidays.json` (https://www.gov.uk/bank-holidays.json), the list HMCTS's own
 * tribunal software loads: three divisions, each `{ division, events: [{ title, date, notes,
 * bunting }] }`. An administrator uploads a copy when a day is proclaimed, so Docket has no
 * runtime dependency on gov.uk; only England and Wales is kept, as the tribunals in London and
 * the Home Office count by it. A file that is not this shape is refused whole, with what was
 * wrong, rather than half imported.
 */

const DIVISIONS = ['england-and-wales', 'scotland', 'northern-ireland'] as const;

const realDate = z.iso.date().refine((date) => {
  try {
    toPlainDate(date);
    return true;
  } catch {
    return false;
  }
}, 'no such day');

const EventSchema = z.object({
  title: z.string().trim().min(1),
  date: realDate,
  notes: z.string(),
  bunting: z.boolean(),
});
export type GovUkBankHoliday = z.infer<typeof EventSchema>;

const divisionSchema = (name: (typeof DIVISIONS)[number]) =>
  z.object({
    division: z.literal(name),
    events: z
      .array(EventSchema)
      .min(1)
      .refine(
        (events) => new Set(events.map((event) => event.date)).size === events.length,
        'a date is listed twice',
      ),
  });

const BankHolidaysFileSchema = z.object({
  'england-and-wales': divisionSchema('england-and-wales'),
  scotland: divisionSchema('scotland'),
  'northern-ireland': divisionSchema('northern-ireland'),
});

export class BankHolidaysFileError extends Error {
  override name = 'BankHolidaysFileError';
  /** Each problem with where it is in the file, e.g. "england-and-wales.events.3.date: no such day". */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Not gov.uk's bank-holidays.json: ${problems.join('; ')}`);
    this.problems = problems;
  }
}

/**
 * The England and Wales events of a gov.uk `bank-holidays.json`, in date order. Takes the parsed
 * JSON or its text; throws BankHolidaysFileError naming each problem and where it is.
 */
export function parseGovUkBankHolidays(file: unknown): GovUkBankHoliday[] {
  let json = file;
  if (typeof file === 'string') {
    try {
      json = JSON.parse(file);
    } catch {
      throw new BankHolidaysFileError(['the file is not JSON']);
    }
  }
  const parsed = BankHolidaysFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new BankHolidaysFileError(
      parsed.error.issues.map(
        (issue) => `${issue.path.map(String).join('.') || 'the file'}: ${issue.message}`,
      ),
    );
  }
  return [...parsed.data['england-and-wales'].events].sort((a, b) => a.date.localeCompare(b.date));
}
