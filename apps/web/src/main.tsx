import './zod-config';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadForChunkError } from './app/chunk-reload';
import { refreshTokens } from './features/account/api/refresh-token';
import { appearanceStore, applyAppearanceToDocument } from './lib/appearance';
import { installGlobalErrorHandler } from './lib/error-messages';
import { dateFormatter } from './lib/format';
import { initI18n } from './lib/i18n';
import { readLanguageCookie } from './lib/language-cookie';
import { isLoggedIn, setRefreshHandler } from './lib/session';
import { startSilentRefresh } from './lib/silent-refresh';

// Before the first paint, so a dark-theme user never sees a flash of the light theme.
applyAppearanceToDocument(appearanceStore.get());
installGlobalErrorHandler();
setRefreshHandler(refreshTokens);
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

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
