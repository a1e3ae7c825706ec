import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { classCandidates, reactBootstrapModules, unusedBootstrapCss } from './unused-bootstrap-css.ts';

const bootstrapCssPath = createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css');

/** A tiny app and a tiny react-bootstrap: Modal imports ModalDialog; Carousel is never imported. */
function project(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'docket-purge-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return { webRoot: join(root, 'web'), esm: join(root, 'rb') };
}

const sample = () =>
  project({
    'web/index.html': '<div id="root" class="container"></div>',
    'web/src/page.tsx': [
      "import Modal from 'react-bootstrap/Modal';",
      'const TONE = { open: "warning" };',
      'export const Page = ({ tone }) => (',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a source file
      '  <Modal centered><span className={`badge text-bg-${tone}`} /><Dropdown.Toggle variant="link" /></Modal>',
      ');',
    ].join('\n'),
    'web/src/page.test.tsx': '<div className="carousel-item" />',
    'rb/Modal.js':
      "import ModalDialog from './ModalDialog';\nbsPrefix = useBootstrapPrefix(bsPrefix, 'modal');",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a source file
    'rb/ModalDialog.js': 'const dialogClass = `${bsPrefix}-dialog`; centered && `${dialogClass}-centered`;',
    'rb/Carousel.js': "useBootstrapPrefix(bsPrefix, 'carousel')",
  });

async function purge(paths: { webRoot: string; esm: string }) {
  const from = bootstrapCssPath;
  const result = await postcss([
    unusedBootstrapCss({ webRoot: paths.webRoot, reactBootstrapEsm: paths.esm }),
  ]).process(readFileSync(from, 'utf8'), { from });
  const selectors = new Set<string>();
  result.root.walkRules((rule) => {
    for (const selector of rule.selectors) selectors.add(selector);
  });
  return { css: result.css, selectors };
}

describe('dropping the Bootstrap rules the app cannot match', () => {
  it('composes the class names react-bootstrap and the app build from a prefix and a word', () => {
    const words = classCandidates('variant="danger" tone: "primary" placement="end"');
    expect(words).toEqual(
      expect.arrayContaining(['btn-danger', 'text-bg-primary', 'bg-primary-subtle', 'text-primary-emphasis']),
    );
    expect(words).toContain('offcanvas-end');
  });

  it('follows the app’s react-bootstrap imports through react-bootstrap’s own, and no further', () => {
    const paths = sample();
    const modules = reactBootstrapModules([join(paths.webRoot, 'src/page.tsx')], paths.esm);
    expect(modules.map((file) => file.slice(paths.esm.length + 1))).toEqual(['Modal.js', 'ModalDialog.js']);
  });

  it('refuses an import of react-bootstrap whole, whose rules it could not tell apart', () => {
    const paths = project({ 'web/src/page.tsx': "import { Modal } from 'react-bootstrap';" });
    expect(() => reactBootstrapModules([join(paths.webRoot, 'src/page.tsx')], paths.esm)).toThrow(
      /imports react-bootstrap whole/,
    );
  });

  it('keeps what the app and its components use and drops the rest', async () => {
    const { css, selectors } = await purge(sample());
    // written in the app, composed by it, or written by a react-bootstrap module it uses
    for (const kept of [
      '.container',
      '.badge',
      '.text-bg-warning',
      '.btn-link',
      '.modal',
      '.modal-dialog-centered',
    ])
      expect(selectors, kept).toContain(kept);
    // the dark theme's variables and the root's stay whatever the scan finds
    expect(css).toContain('[data-bs-theme=dark]');
    expect(css).toContain('--bs-body-bg');
    // unused utilities, a component never imported, and a class only a test names
    for (const dropped of ['.d-xxl-table', '.placeholder-wave', '.carousel-item', '.btn-outline-info'])
      expect(selectors, dropped).not.toContain(dropped);
    expect(css.length).toBeLessThan(readFileSync(bootstrapCssPath, 'utf8').length / 2);
  });

  it('leaves every other stylesheet as it is', async () => {
    const paths = sample();
    const own = '.carousel-item { color: red }\n.unused-anywhere { color: blue }';
    const result = await postcss([
      unusedBootstrapCss({ webRoot: paths.webRoot, reactBootstrapEsm: paths.esm }),
    ]).process(own, { from: join(paths.webRoot, 'src/styles/index.css') });
    expect(result.css).toBe(own);
  });
});
