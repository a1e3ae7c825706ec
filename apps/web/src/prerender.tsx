/**
 * The app for Node (the server build, dist/.ssr): renders a public page to HTML with React's own
 * static rendering. The build renders every page of the route tree marked `prerender` in every
 * language (scripts/after-build.ts), and the server renders a page again where the firm corrected
 * its texts (apps/api/src/plugins/prerendered-pages.ts); the browser hydrates it (app/start.tsx).
 * See docs/decisions/042-react-with-the-public-pages-pre-rendered.md.
 */
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { ROUTE_TREE, screensOf } from './app/route-tree';
import { routes } from './app/routes';
import { i18nForPage } from './lib/i18n';
import { LANGUAGES, type LanguageCode } from './lib/language-cookie';
import { RenderedTitle } from './lib/page-title';

export { ROUTE_TREE };

/** The addresses rendered at build time: the screens of the tree marked `prerender`. */
export const PRERENDERED_PATHS = screensOf(ROUTE_TREE)
  .filter((screen) => screen.route.prerender)
  .map((screen) => screen.path);

export const LANGUAGE_CODES: LanguageCode[] = LANGUAGES.map((language) => language.code);

/** A page as the server puts it into index.html: its title and what goes inside `#root`. */
export interface RenderedPage {
  title: string;
  html: string;
}

type Texts = Record<string, unknown>;

const handler = createStaticHandler(routes);

/**
 * The page at `path` in `language`, with the firm's corrections of the texts (by language; those
 * of English and of `language` count). Never with a query string: a returnUrl or a reset code is
 * the visitor's, not the page's, and the browser reads it as it hydrates.
 */
export async function renderPage(
  path: string,
  language: LanguageCode,
  corrections: Partial<Record<LanguageCode, Texts>> = {},
): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://docket.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const rendered: { title?: string } = {};
  const page = (
    <RenderedTitle value={rendered}>
      <App i18n={await i18nForPage(language, corrections)}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          // No inline script with the router's state: the CSP allows none, and a public page has
          // no data to hand over.
          hydrate={false}
        />
      </App>
    </RenderedTitle>
  );
  const { prelude } = await prerender(page);
  const html = await new Response(prelude).text();
  if (!rendered.title) throw new Error(`${path} sets no page title`);
  return { title: rendered.title, html };
}
