/** A word as the rules compare it: lower case, accents dropped (Hassân and HASSAN are one word). */
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text, as written, letters and digits only. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Similarity of two words, 1 for the same, from their edit distance over the longer one's length. */
export function similarity(a: string, b: string, distance: (a: string, b: string) => number): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

/** Whether most of a text's letters are Arabic script (Arabic, Farsi, Pashto, Sorani Kurdish). */
export function isMostlyArabicScript(text: string): boolean {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return arabic > latin;
}
