import { z } from 'zod';

/**
 * The list the web build writes and the server reads (decision 042): the app's route tree as the
 * router matches it, the files each of its modules needs beyond the entry, and each language's
 * texts. Paths are relative to the build's folder.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The build of the app for Node, in the web build's folder, which the server does not serve. */
export const SERVER_BUILD_DIR = '.ssr';
/** Its entry (apps/web/src/prerender.tsx), which renders a public page to HTML. */
export const PAGE_RENDERER_FILE = `${SERVER_BUILD_DIR}/prerender.js`;

/**
 * The public pages the web build rendered to HTML (decision 042), by the address of their route
 * (`/account/login`) and language: each page's title and what goes inside its `#root`.
 */
export const PRERENDERED_PAGES_FILE = '.vite/prerendered-pages.json';
/** The element of index.html the server puts a drawn page into, and the browser hydrates. */
export const APP_ROOT_ELEMENT = '<div id="root"></div>';

export const RenderedPageSchema = z.object({ title: z.string().min(1), html: z.string().min(1) });
export type RenderedPage = z.infer<typeof RenderedPageSchema>;
export const PrerenderedPagesSchema = z.record(z.string(), z.record(z.string(), RenderedPageSchema));
export type PrerenderedPages = z.infer<typeof PrerenderedPagesSchema>;

// Only the build's fingerprinted files: nothing from the list reaches a page unless it is one.
const AssetPath = z.string().regex(/^assets\/[\w.-]+\.(js|css)$/);

export const PreloadsSchema = z.object({ scripts: z.array(AssetPath), styles: z.array(AssetPath) });
export type Preloads = z.infer<typeof PreloadsSchema>;

/** A route as React Router's matchRoutes reads it, with the module it loads (none for the guard). */
export interface PreloadRoute {
  path?: string;
  module?: string;
  children?: PreloadRoute[];
}
const PreloadRouteSchema: z.ZodType<PreloadRoute> = z.lazy(() =>
  z.object({
    path: z.string().min(1).optional(),
    module: z.string().min(1).optional(),
    children: z.array(PreloadRouteSchema).optional(),
  }),
);

export const RoutePreloadsSchema = z.object({
  /** The app's route tree under `/` (apps/web/src/app/route-tree.ts). */
  routes: z.array(PreloadRouteSchema),
  /** Per module of the tree: its files and their imports, beyond what the entry loads. */
  modules: z.record(z.string(), PreloadsSchema),
  /** The module whose routes need the signed-in screens' texts (the shell). */
  appTextsWith: z.string().min(1),
  /** Per language: the interface texts loaded before the first screen (English is in the entry). */
  texts: z.record(z.string(), PreloadsSchema),
  /** Per language: the signed-in screens' texts, which load with the shell. */
  appTexts: z.record(z.string(), PreloadsSchema),
});
export type RoutePreloads = z.infer<typeof RoutePreloadsSchema>;
