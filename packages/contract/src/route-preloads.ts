import { z } from 'zod';

/**
 * The list the web build writes and the server reads (decision 015): for each screen path, the
 * chunks and stylesheets its layout and screen load beyond the entry, and each language's texts.
 * Paths are relative to the build's folder.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

// Only the build's fingerprinted files: nothing from the list reaches a page unless it is one.
const AssetPath = z.string().regex(/^assets\/[\w.-]+\.(js|css)$/);

export const PreloadsSchema = z.object({ scripts: z.array(AssetPath), styles: z.array(AssetPath) });
export type Preloads = z.infer<typeof PreloadsSchema>;

export const RoutePreloadsSchema = z.object({
  /** Per screen path (React Router's pattern, without the leading slash); `appTexts`: a shell screen. */
  routes: z.array(PreloadsSchema.extend({ path: z.string().min(1), appTexts: z.boolean() })),
  /** Per language: the interface texts loaded before the first screen (English is in the entry). */
  texts: z.record(z.string(), PreloadsSchema),
  /** Per language: the signed-in screens' texts, which load with the shell. */
  appTexts: z.record(z.string(), PreloadsSchema),
});
export type RoutePreloads = z.infer<typeof RoutePreloadsSchema>;
