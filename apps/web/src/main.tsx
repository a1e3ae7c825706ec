import './zod-config';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/index.css';
import { reloadForChunkError } from './app/chunk-reload';
import { startApp } from './app/start';
import { appearanceStore, applyAppearanceToDocument } from './lib/appearance';
import { installGlobalErrorHandler } from './lib/error-messages';
import { dateFormatter } from './lib/format';
import { readLanguageCookie } from './lib/language-cookie';
import { isLoggedIn } from './lib/session';
import { writeThemeCookie } from './lib/theme-cookie';
import { startSilentRefresh } from './lib/token-refresh';

// The server sends the page in the theme of the `theme` cookie; a device whose choice it has not
// been told yet (chosen before the cookie) tells it now for the next page.
applyAppearanceToDocument(appearanceStore.get());
writeThemeCookie(appearanceStore.get().theme);
installGlobalErrorHandler();
startSilentRefresh();

// Vite raises this when a preloaded chunk of an older deploy is gone.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

// Every signed-in screen shows dates, and a phone spends some 30 ms on its first date formatter:
// that is paid now, while the screen's code downloads, rather than as the screen draws.
if (isLoggedIn()) setTimeout(() => dateFormatter(readLanguageCookie(), { dateStyle: 'medium' }), 0);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
void startApp(container);
