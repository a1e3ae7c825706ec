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
};
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
      importers: importers[key]!.map(id),
      dynamicImporters: lazy.has(key) ? [id('src/routes.tsx')] : [],
    };
  },
} as unknown as ChunkingContext;

const name = chunkGroupNamer({
  shell: 'src/shell.tsx',
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

  it("leaves the entry's modules, the shell's own and what only other screens share to the bundler", () => {
    expect(groupOf('src/lib/session.ts')).toBeNull();
    expect(groupOf('src/sidebar.tsx')).toBeNull();
    expect(groupOf('src/table.tsx')).toBeNull();
  });

  it('never moves a lazily loaded module itself, even one the shell and a screen import too', () => {
    expect(groupOf('src/shell.tsx')).toBeNull();
    expect(groupOf('src/login-page.tsx')).toBeNull();
    expect(groupOf('src/lock-screen.tsx')).toBeNull();
  });
});
