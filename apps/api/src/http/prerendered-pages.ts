import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_ROOT_ELEMENT,
  type Language,
  PAGE_RENDERER_FILE,
  PRERENDERED_PAGES_FILE,
  type PrerenderedPages,
  PrerenderedPagesSchema,
  type RenderedPage,
  RenderedPageSchema,
} from '@docket/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { LocaleOverrides, TextTree } from '../lib/locale-overrides.ts';

/** What the web build's renderer (apps/web/src/prerender.tsx, built to dist/.ssr) offers. */
interface PageRenderer {
  renderPage(
    path: string,
    language: Language,
    corrections: Partial<Record<Language, TextTree>>,
  ): Promise<unknown>;
}

/** The public pages the server can send drawn, by the address of their route and a language. */
export type PrerenderedPageSource = (route: string, language: Language) => Promise<RenderedPage | null>;

const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * The public pages rendered to HTML (decision 042): the build's own, in every language
 * (dist/.vite/prerendered-pages.json), read again when a build replaces them. Where the firm
 * corrected a text of the language or of English, its fallback, the build's page has the
 * shipped words: that page is rendered again with the corrections by the build's own renderer,
 * once per page and language (the corrections are read at start), so the page never shows a
 * text the firm replaced. A page that cannot be had so is null, and the browser draws it.
 */
export function prerenderedPages(
  webDistDir: string,
  overrides: LocaleOverrides,
  log: FastifyBaseLogger,
): PrerenderedPageSource {
  const file = join(webDistDir, PRERENDERED_PAGES_FILE);
  let built: { version: number; pages: PrerenderedPages | null } | null = null;
  const builtPages = () => {
    const version = mtimeOf(file);
    if (built?.version !== version) built = { version, pages: readPages(file) };
    return built.pages;
  };

  let renderer: Promise<PageRenderer> | null = null;
  const corrected = new Map<string, Promise<RenderedPage | null>>();
  const renderCorrected = async (route: string, language: Language): Promise<RenderedPage | null> => {
    try {
      renderer ??= import(pathToFileURL(join(webDistDir, PAGE_RENDERER_FILE)).href) as Promise<PageRenderer>;
      const corrections = { en: overrides.en?.web, [language]: overrides[language]?.web };
      return RenderedPageSchema.parse(await (await renderer).renderPage(route, language, corrections));
    } catch (error) {
      log.warn({ err: error, route, language }, 'the page with the firm’s corrections could not be rendered');
      return null;
    }
  };

  return async (route, language) => {
    const page = builtPages()?.[route]?.[language];
    if (!page) return null;
    if (!hasWebCorrections(overrides, language)) return page;
    const key = `${language} ${route}`;
    let render = corrected.get(key);
    if (!render) {
      render = renderCorrected(route, language);
      corrected.set(key, render);
    }
    return render;
  };
}

const hasWebCorrections = (overrides: LocaleOverrides, language: Language) =>
  [overrides.en, overrides[language]].some((texts) => texts && Object.keys(texts.web).length > 0);

/** The build's pages, or null when it wrote none or something else (the browser then draws them). */
function readPages(file: string): PrerenderedPages | null {
  try {
    const parsed = PrerenderedPagesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** index.html with the page's title and its HTML inside `#root`, which the browser hydrates. */
export function withRenderedPage(html: string, page: RenderedPage | null): string {
  if (!page) return html;
  // Replaced by functions: a `$` in a text is the text's, not a replacement pattern.
  return html
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${page.title.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c)}</title>`,
    )
    .replace(APP_ROOT_ELEMENT, () => APP_ROOT_ELEMENT.replace('><', () => `>${page.html}<`));
}
