/**
 * Names both directions' entry stylesheets on the entry's <link> in index.html:
 * `data-ltr` (Bootstrap left to right and the app's rules, what every page links) and `data-rtl`
 * (src/styles/rtl.css: Bootstrap's right-to-left build and the same rules). The server links the
 * right-to-left one instead for a right-to-left language (apps/api/src/plugins/spa.ts), and the
 * browser swaps them when the language changes (src/lib/direction.ts). See decision 040.
 */
import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const RTL_SOURCE = 'src/styles/rtl.css';

/** The built right-to-left stylesheet's file, from the bundle. */
export function rtlStylesheetFile(bundle: OutputBundle): string {
  const asset = Object.values(bundle).find(
    (output): output is OutputAsset =>
      output.type === 'asset' &&
      output.fileName.endsWith('.css') &&
      (output.originalFileNames ?? []).some((name) => name.endsWith(RTL_SOURCE)),
  );
  if (!asset) throw new Error(`the build has no ${RTL_SOURCE}: is it still imported with ?url?`);
  return asset.fileName;
}

/** index.html with `data-ltr` and `data-rtl` on the entry's own stylesheet link. */
export function markEntryStylesheet(html: string, rtlFile: string): string {
  let marked = 0;
  const result = html.replace(
    /<link rel="stylesheet"([^>]*) href="(\/assets\/[^"]+\.css)">/g,
    (_link, attributes: string, href: string) => {
      marked++;
      return `<link rel="stylesheet"${attributes} href="${href}" data-ltr="${href}" data-rtl="/${rtlFile}">`;
    },
  );
  if (marked !== 1) throw new Error(`expected one entry stylesheet in index.html, found ${marked}`);
  return result;
}

export function rtlStylesheet(): Plugin {
  return {
    name: 'docket:rtl-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return markEntryStylesheet(html, rtlStylesheetFile(bundle));
      },
    },
  };
}
