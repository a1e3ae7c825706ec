/** The value, or a failure naming what was missing: a test's narrowing in place of `!`. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
