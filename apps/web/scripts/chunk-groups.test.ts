import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkGroupNamer } from './chunk-groups.ts';

const root = '/app/web';
const id = (key: string) => `${root}/${key}`;

/** A module graph: each module's static importers; lazily loaded ones list the router too. */
const importers: Record<string, string[]> = {
  'index.html': [],
  'src/main.tsx': ['index.html'],
  'src/routes.tsx': ['src/main.tsx'],
  'src/lib/session.ts': ['src/main.tsx', 'src/shell.tsx'],
  'src/shell.tsx': [],
  'src/account-layout.tsx': [],
  'src/login-page.tsx': [],
  'src/lock-page.tsx': [],
  'src/dashboard-page.tsx': [],
  'src/list-page.tsx': [],
  'src/brand.tsx': ['src/shell.tsx', 'src/account-layout.tsx'],
  'src/brand-icon.ts': ['src/brand.tsx'],
  'src/avatar.tsx': ['src/shell.tsx', 'src/lock-page.tsx'],
  'src/sidebar.tsx': ['src/shell.tsx'],
  'src/table.tsx': ['src/dashboard-page.tsx', 'src/list-page.tsx'],
  'src/failure-alert.tsx': ['src/shell.tsx', 'src/dashboard-page.tsx'],
  // Loaded lazily by the shell, and imported statically by a screen and by the shell's sidebar.
  'src/lock-screen.tsx': ['src/lock-page.tsx', 'src/sidebar.tsx'],
  // Shared by two of the shell's screens and nothing else.
  'src/status-badge.tsx': ['src/dashboard-page.tsx', 'src/list-page.tsx'],
  'node_modules/lucide-react/dist/esm/icons/eye.mjs': ['src/status-badge.tsx'],
  'node_modules/lucide-react/dist/esm/createLucideIcon.mjs': [
    'node_modules/lucide-react/dist/esm/icons/eye.mjs',
  ],
  'node_modules/react/index.js': ['src/main.tsx', 'src/status-badge.tsx', 'src/pager.tsx'],
  'src/pager.tsx': ['src/dashboard-page.tsx', 'src/list-page.tsx'],
  'src/pager-range.ts': ['src/pager.tsx'],
  'node_modules/react-bootstrap/esm/Table.js': ['src/table.tsx'],
  'src/chart.tsx': ['src/dashboard-page.tsx', 'src/list-page.tsx'],
  'src/avatar-menu.tsx': ['src/dashboard-page.tsx', 'src/lock-page.tsx'],
  // Two modules that import each other, one of them importing a large package.
  'src/cycle-a.tsx': ['src/dashboard-page.tsx', 'src/list-page.tsx', 'src/cycle-b.tsx'],
  'src/cycle-b.tsx': ['src/cycle-a.tsx'],
  'node_modules/react-bootstrap/esm/Modal.js': ['src/cycle-b.tsx'],
};
/** The modules whose transformed source is larger than a small module's. */
const large = new Set(['src/chart.tsx']);
const lazy = new Set([
  'src/shell.tsx',
  'src/account-layout.tsx',
  'src/login-page.tsx',
  'src/lock-page.tsx',
  'src/dashboard-page.tsx',
  'src/list-page.tsx',
  'src/lock-screen.tsx',
]);

const ctx = {
  getModuleInfo: (moduleId: string) => {
    const key = moduleId.slice(root.length + 1);
    if (!(key in importers)) return null;
    return {
      id: moduleId,
      code: 'x'.repeat(large.has(key) ? 50_000 : 200),
      importers: importers[key]!.map(id),
      importedIds: Object.keys(importers)
        .filter((other) => importers[other]!.includes(key))
        .map(id),
      dynamicImporters: lazy.has(key) ? [id('src/routes.tsx')] : [],
    };
  },
} as unknown as ChunkingContext;

const name = chunkGroupNamer({
  shell: 'src/shell.tsx',
  screens: ['src/dashboard-page.tsx', 'src/list-page.tsx'],
  signIn: ['src/account-layout.tsx', 'src/login-page.tsx'],
  webRoot: root,
});
const groupOf = (key: string) => name(id(key), ctx);

describe('the chunk groups', () => {
  it('puts what the shell shares with the sign-in page in boot, with its own imports', () => {
    expect(groupOf('src/brand.tsx')).toBe('boot');
    expect(groupOf('src/brand-icon.ts')).toBe('boot');
  });

  it('puts what the shell shares with other screens in the shell group', () => {
    expect(groupOf('src/avatar.tsx')).toBe('shell');
    expect(groupOf('src/failure-alert.tsx')).toBe('shell');
  });

  it("puts small modules only the shell's screens share in the shell group, with their small imports", () => {
    expect(groupOf('src/status-badge.tsx')).toBe('shell');
    expect(groupOf('node_modules/lucide-react/dist/esm/icons/eye.mjs')).toBe('shell');
    expect(groupOf('src/pager.tsx')).toBe('shell');
    expect(groupOf('src/pager-range.ts')).toBe('shell');
  });

  it('leaves to the bundler what screens share that is large, imports a large package or is shared beyond the shell', () => {
    expect(groupOf('src/table.tsx')).toBeNull();
    expect(groupOf('src/chart.tsx')).toBeNull();
    expect(groupOf('src/avatar-menu.tsx')).toBeNull();
    expect(groupOf('src/cycle-a.tsx')).toBeNull();
    expect(groupOf('src/cycle-b.tsx')).toBeNull();
  });

  it("leaves the entry's modules and the shell's own to the bundler", () => {
    expect(groupOf('src/lib/session.ts')).toBeNull();
    expect(groupOf('src/sidebar.tsx')).toBeNull();
  });

  it('never moves a lazily loaded module itself, even one the shell and a screen import too', () => {
    expect(groupOf('src/shell.tsx')).toBeNull();
    expect(groupOf('src/login-page.tsx')).toBeNull();
    expect(groupOf('src/lock-screen.tsx')).toBeNull();
  });
});
