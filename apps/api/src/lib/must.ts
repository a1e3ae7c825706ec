/**
 * The value, which what came before has made certain: a row an insert returned, the one row an
 * aggregate answers, a group a pattern always captures. Were it missing, that is a bug, reported
 * here by `what` rather than as a TypeError further on.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, found none`);
  return value;
}
