/**
 * A LIKE pattern that finds the text anywhere in a lower-cased column: lower-cased itself, with
 * LIKE's own characters (\, %, _) escaped so that they match only themselves.
 */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
