import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadAppMessages } from './lib/i18n';

// Lazy routes load their chunks on first use; on a loaded CI machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine, so media queries never match; tests that care stub this themselves.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(async () => {
  await initI18n();
  await loadAppMessages();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
