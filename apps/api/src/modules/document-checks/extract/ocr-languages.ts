import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Where OCR reads its language data, on this server only: tesseract.js would otherwise fetch it
 * from a CDN. English comes with the npm package `@tesseract.js-data/eng` (the integer "best"
 * model: as accurate as the float one, faster to load, ~90 MB less memory); other scripts from
 * Debian's `tesseract-ocr-<lang>` packages, when installed.
 */
export const ENGLISH_DATA_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);
export const DEBIAN_DATA_DIR = '/usr/share/tesseract-ocr/5/tessdata';

export type OcrSetup = {
  englishDataDir: string;
  extraDataDir: string;
  /** Languages read in a second pass over pages English could not read; empty for English only. */
  extraLanguages: string[];
};

/** The English model, gzipped as npm ships it. */
export const englishDataFile = (setup: Pick<OcrSetup, 'englishDataDir'>) =>
  join(setup.englishDataDir, 'eng.traineddata.gz');

/** The other languages whose data is installed in `dir`, among those asked for. */
export function installedLanguages(dir: string, wanted: readonly string[]): string[] {
  return wanted.filter((lang) => existsSync(join(dir, `${lang}.traineddata`)));
}

/** What the check thread reads with, for the languages configured (OCR_LANGUAGES). */
export function ocrSetup(languages: readonly string[]): OcrSetup {
  return {
    englishDataDir: ENGLISH_DATA_DIR,
    extraDataDir: DEBIAN_DATA_DIR,
    extraLanguages: installedLanguages(
      DEBIAN_DATA_DIR,
      languages.filter((lang) => lang !== 'eng'),
    ),
  };
}
