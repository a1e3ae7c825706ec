import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n, keyDateTexts, loadAppMessages } from './lib/i18n';
import { fixedMediaQueryList } from './test/media-query-list';
import { reportUnhandled, server, takeNetworkProblems } from './test/network';

// Files and their slices as Node's own, which the mock network reads from a request's body: the
// uploads send a file's slices with XMLHttpRequest, and a jsdom Blob reaches MSW as "undefined".
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;

// Lazy routes load their chunks on first use; on a loaded CI machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine, so media queries never match; tests that care stub this themselves.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
}

beforeAll(async () => {
  // The API client's requests reach MSW, never a real server; one nobody answers is an error.
  server.listen({
    onUnhandledRequest: (request, print) => {
      reportUnhandled(request);
      print.error();
    },
  });
  await initI18n();
  await loadAppMessages();
  // The key dates' texts load with their screens (WithKeyDateTexts); their components are tested alone.
  await keyDateTexts();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  server.resetHandlers();
  // A request nobody answered, or one the server would refuse, fails the test that made it.
  const problems = takeNetworkProblems();
  if (problems.length > 0) throw new Error(`The mock network saw problems:\n${problems.join('\n')}`);
});

afterAll(() => server.close());
