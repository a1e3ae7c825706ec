/**
 * `npm run bench:upload`, its second part: what a 12-megapixel phone photo costs a client to send,
 * as taken and as the browser prepares it (decision 037). Builds a page around the web app's own
 * prepareFile, with the same synthetic photo the end-to-end journey sends, opens it in Debian
 * Chromium and prints the bytes, the size in pixels and how long it took. Nothing is asserted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { build, preview } from 'vite';
import { freePort } from '../test/server-process.ts';

interface Measured {
  originalBytes: number;
  sentBytes: number;
  sentName: string;
  width: number;
  height: number;
  preparedMs: number;
  /** The longest the page's own thread was busy while the photo was prepared. */
  longestPauseMs: number;
}

const upload = resolve(import.meta.dirname, '../../web/src/components/upload');
const photo = resolve(import.meta.dirname, '../../web/e2e/support/synthetic-photo.ts');

// What runs in the page: the real preparation (worker and all), as a picked file meets it.
const PAGE_SCRIPT = `
import { browserJpeg } from '${upload}/photo-jpeg.ts';
import { prepareFile } from '${upload}/prepare-photo.ts';
import { PHONE_PHOTO, synthesizePhoto } from '${photo}';

window.measure = async () => {
  const bytes = Uint8Array.from(atob(await synthesizePhoto(PHONE_PHOTO)), (c) => c.charCodeAt(0));
  const original = new File([bytes], 'IMG_0001.jpg', { type: 'image/jpeg' });
  let longestPauseMs = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    longestPauseMs = Math.max(longestPauseMs, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  const prepared = await prepareFile('case-document', original, new AbortController().signal, {
    settings: async () => ({ keepOriginalPhotos: false }),
    jpeg: browserJpeg,
  });
  const preparedMs = performance.now() - started;
  clearInterval(probe);
  if ('problem' in prepared) throw new Error('Refused: ' + prepared.problem.kind);
  const bitmap = await createImageBitmap(prepared.file);
  return {
    originalBytes: original.size,
    sentBytes: prepared.file.size,
    sentName: prepared.file.name,
    width: bitmap.width,
    height: bitmap.height,
    preparedMs,
    longestPauseMs,
  };
};
`;

const dir = mkdtempSync(join(tmpdir(), 'docket-photo-bench-'));
const outDir = join(dir, 'dist');
writeFileSync(join(dir, 'page.ts'), PAGE_SCRIPT);
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Photo bench</title><script type="module" src="./page.ts"></script></html>',
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

try {
  await build({ configFile: false, root: dir, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    configFile: false,
    root: dir,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
  });
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(server.resolvedUrls?.local[0] ?? '', { waitUntil: 'load' });
    const result = (await page.evaluate('window.measure()')) as Measured;
    const share = ((result.sentBytes / result.originalBytes) * 100).toFixed(0);
    console.log('A 12-megapixel phone photo (4000 x 3000 JPEG), prepared in the browser before sending:');
    console.log(`  as taken:  ${result.originalBytes} bytes (${kb(result.originalBytes)})`);
    console.log(
      `  sent:      ${result.sentBytes} bytes (${kb(result.sentBytes)}), ${share}% of the original, ` +
        `${result.width} x ${result.height} ${result.sentName}`,
    );
    console.log(
      `  prepared in ${result.preparedMs.toFixed(0)} ms on this machine (a cheap phone takes several times as long); ` +
        `the page's thread was never busy for more than ${result.longestPauseMs.toFixed(0)} ms at a time`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
