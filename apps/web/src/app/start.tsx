import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18n, initI18n } from '@/lib/i18n';
import { App } from './app';
import { createAppRouter } from './router';

/**
 * Starts the app in `container`: hydrates the page the server sent drawn (the public pages,
 * rendered at build time; decision 042), or draws the page itself (every other one). Either is a
 * transition, which React renders in slices, giving the phone's main thread back between them,
 * where the first render of the shell and its screen was otherwise one long task.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const [router] = await Promise.all([createAppRouter(), initI18n()]);
  const app = (
    <App i18n={i18n}>
      <RouterProvider router={router} />
    </App>
  );
  startTransition(() => {
    if (!container.firstElementChild) {
      createRoot(container).render(app);
      return;
    }
    hydrateRoot(container, app, {
      // React draws the page again where the HTML and the browser's first render differ (a text
      // corrected since, a clock past New Year): said in the console, where the journeys look.
      onRecoverableError: (error) => console.error('Docket: the page was drawn again in the browser:', error),
    });
  });
}
