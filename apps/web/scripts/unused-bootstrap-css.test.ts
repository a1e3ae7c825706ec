import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { unusedBootstrapCss } from './unused-bootstrap-css.ts';

const require = createRequire(import.meta.url);
const bootstrapCss = require.resolve('bootstrap/dist/css/bootstrap.min.css');
const bootstrapRtlCss = require.resolve('bootstrap/dist/css/bootstrap.rtl.min.css');

/** A tiny app and a tiny react-bootstrap. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'docket-purge-'));
  const files: Record<string, string> = {
    'web/index.html': '<div id="root" class="container"></div>',
    'web/src/page.tsx': [
      'const TONE = { open: "warning" };',
      'export const Page = ({ tone }) => (',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a source file
      '  <Modal centered><span className={`badge text-bg-${tone} ms-2`} /><Dropdown.Toggle variant="link" /></Modal>',
      ');',
    ].join('\n'),
    'web/src/page.test.tsx': '<div className="carousel-item" />',
    'rb/Modal.js': "bsPrefix = useBootstrapPrefix(bsPrefix, 'modal'); <div className='modal-header' />",
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return { webRoot: join(root, 'web'), reactBootstrapEsm: join(root, 'rb') };
}

async function purge(from: string) {
  const result = await postcss([unusedBootstrapCss(project())]).process(readFileSync(from, 'utf8'), { from });
  const selectors = new Set<string>();
  result.root.walkRules((rule) => {
    for (const selector of rule.selectors) selectors.add(selector);
  });
  return { css: result.css, selectors };
}

describe('dropping the Bootstrap rules the app cannot match', () => {
  it('keeps what the app and react-bootstrap write, and the families they compose', async () => {
    const { css, selectors } = await purge(bootstrapCss);
    // written in the app or in react-bootstrap, or composed from a prefix and a word (the safelist)
    for (const kept of [
      '.container',
      '.badge',
      '.modal-header',
      '.text-bg-warning',
      '.btn-link',
      '.btn-danger',
      '.modal-dialog-centered',
      '.btn-outline-primary',
      '.invalid-feedback',
    ])
      expect(selectors, kept).toContain(kept);
    // the dark theme's variables and the root's stay, as the theme is set at run time
    expect(css).toContain('[data-bs-theme=dark]');
    expect(css).toContain('--bs-body-bg');
    // unused utilities, a component never written, and a class only a test names
    for (const dropped of ['.d-xxl-table', '.placeholder-wave', '.carousel-item', '.list-group-flush'])
      expect(selectors, dropped).not.toContain(dropped);
    expect(css.length).toBeLessThan(readFileSync(bootstrapCss, 'utf8').length / 2);
  });

  it('purges the right-to-left stylesheet the same way, its mirrored rules kept', async () => {
    const ltr = await purge(bootstrapCss);
    const rtl = await purge(bootstrapRtlCss);
    expect(rtl.css.length).toBeLessThan(readFileSync(bootstrapRtlCss, 'utf8').length / 2);
    expect([...rtl.selectors].sort()).toEqual([...ltr.selectors].sort());
    // `ms-2` is a left margin left to right and a right margin right to left
    expect(ltr.css).toMatch(/\.ms-2\{margin-left:\.5rem!important\}/);
    expect(rtl.css).toMatch(/\.ms-2\{margin-right:\.5rem!important\}/);
  });

  it('leaves every other stylesheet as it is', async () => {
    const own = '.carousel-item { color: red }\n.unused-anywhere { color: blue }';
    const paths = project();
    const result = await postcss([unusedBootstrapCss(paths)]).process(own, {
      from: join(paths.webRoot, 'src/styles/index.css'),
    });
    expect(result.css).toBe(own);
  });
});
