import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkGroupNamer, declaredSideEffectFree } from './chunk-groups.ts';

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
  'src/signup-page.tsx': [],
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
  // Large, and imported by modules that would otherwise join a group.
  'src/chart.tsx': [
    'src/dashboard-page.tsx',
    'src/list-page.tsx',
    'src/login-form.tsx',
    'src/signup-hint.tsx',
  ],
  'src/avatar-menu.tsx': ['src/dashboard-page.tsx', 'src/lock-page.tsx'],
  // Two modules that import each other, one of them importing a large package.
  'src/cycle-a.tsx': ['src/dashboard-page.tsx', 'src/list-page.tsx', 'src/cycle-b.tsx'],
  'src/cycle-b.tsx': ['src/cycle-a.tsx'],
  'node_modules/react-bootstrap/esm/Modal.js': ['src/cycle-b.tsx'],
  // The sign-in page shares these with screens of the shell, not with the shell itself.
  'src/error-alert.tsx': ['src/login-page.tsx', 'src/dashboard-page.tsx', 'src/list-page.tsx'],
  'src/password-field.tsx': ['src/login-page.tsx', 'src/dashboard-page.tsx'],
  'src/login-form.tsx': ['src/login-page.tsx', 'src/dashboard-page.tsx', 'src/list-page.tsx'],
  // Shared with a page that needs no session (sign-up), as well as with the shell's side.
  'src/save-hook.ts': ['src/shell.tsx', 'src/signup-page.tsx'],
  'node_modules/lucide-react/dist/esm/icons/check.mjs': [
    'src/dashboard-page.tsx',
    'src/list-page.tsx',
    'src/signup-page.tsx',
  ],
  'src/signup-hint.tsx': ['src/dashboard-page.tsx', 'src/list-page.tsx', 'src/signup-page.tsx'],
  // A package whose index file passes on its parts: the entry takes one, the shell's side others.
  'node_modules/@tanstack/react-query/build/modern/index.js': [
    'src/main.tsx',
    'src/shell.tsx',
    'src/list-page.tsx',
    'src/signup-page.tsx',
  ],
  'node_modules/@tanstack/react-query/build/modern/client.js': [
    'node_modules/@tanstack/react-query/build/modern/index.js',
  ],
  'node_modules/@tanstack/react-query/build/modern/useQuery.js': [
    'node_modules/@tanstack/react-query/build/modern/index.js',
  ],
  'node_modules/@tanstack/react-query/build/modern/useMutation.js': [
    'node_modules/@tanstack/react-query/build/modern/index.js',
  ],
  // The contract, one index file over its parts: the entry uses one part, two screens the other.
  'packages/contract/src/index.ts': ['src/main.tsx', 'src/type-badge.tsx', 'src/file-badge.tsx'],
  'packages/contract/src/values.ts': ['packages/contract/src/index.ts'],
  'packages/contract/src/files.ts': ['packages/contract/src/index.ts'],
  'src/type-badge.tsx': ['src/dashboard-page.tsx', 'src/list-page.tsx'],
  'src/file-badge.tsx': ['src/dashboard-page.tsx', 'src/list-page.tsx'],
};
/** The source of the modules whose imports and exports matter by name; the rest have none. */
const sources: Record<string, { code: string; exports: string[] }> = {
  'src/main.tsx': {
    code: [
      "import { Client } from '@tanstack/react-query';",
      "import { ROLES } from '@docket/contract';",
      'new Client(ROLES);',
    ].join('\n'),
    exports: [],
  },
  'src/shell.tsx': {
    code: [
      "import { useMutation, useQuery } from '@tanstack/react-query';",
      'export function Shell() {',
      '  useQuery();',
      '  useMutation();',
      '}',
    ].join('\n'),
    exports: ['Shell'],
  },
  'src/list-page.tsx': {
    code: "import { useQuery } from '@tanstack/react-query';\nexport const ListPage = () => useQuery();",
    exports: ['ListPage'],
  },
  'src/signup-page.tsx': {
    code: "import { useMutation } from '@tanstack/react-query';\nexport const SignupPage = () => useMutation();",
    exports: ['SignupPage'],
  },
  'node_modules/@tanstack/react-query/build/modern/index.js': {
    code: [
      "import { Client } from './client.js';",
      "import { useQuery } from './useQuery.js';",
      "import { useMutation } from './useMutation.js';",
      '// src/index.ts: Client, useQuery and useMutation',
      'export { Client, useMutation, useQuery };',
    ].join('\n'),
    exports: ['Client', 'useMutation', 'useQuery'],
  },
  'node_modules/@tanstack/react-query/build/modern/client.js': {
    code: 'export class Client {}',
    exports: ['Client'],
  },
  'node_modules/@tanstack/react-query/build/modern/useQuery.js': {
    code: 'export function useQuery() {}',
    exports: ['useQuery'],
  },
  'node_modules/@tanstack/react-query/build/modern/useMutation.js': {
    code: 'export function useMutation() {}',
    exports: ['useMutation'],
  },
  'packages/contract/src/index.ts': {
    code: "export * from './values.ts';\nexport * from './files.ts';",
    exports: ['*', '*'],
  },
  'packages/contract/src/values.ts': {
    code: 'export const ROLES = [];\nexport function describeType(type) {}',
    exports: ['ROLES', 'describeType'],
  },
  'packages/contract/src/files.ts': {
    code: 'export const FILE_TYPES = [];',
    exports: ['FILE_TYPES'],
  },
  'src/type-badge.tsx': {
    code: "import { describeType } from '@docket/contract';\nexport const TypeBadge = ({ type }) => describeType(type);",
    exports: ['TypeBadge'],
  },
  'src/file-badge.tsx': {
    code: "import { FILE_TYPES } from '@docket/contract';\nexport const FileBadge = () => FILE_TYPES;",
    exports: ['FileBadge'],
  },
};
/** Packages that say they have no side effects (their package.json, in a real build). */
const sideEffectFree = (id: string) => /[\\/](node_modules|packages)[\\/]/.test(id);
/** The modules whose transformed source is larger than a small module's. */
const large = new Set(['src/chart.tsx']);
const lazy = new Set([
  'src/shell.tsx',
  'src/account-layout.tsx',
  'src/login-page.tsx',
  'src/lock-page.tsx',
  'src/signup-page.tsx',
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
      code: sources[key]?.code ?? 'x'.repeat(large.has(key) ? 50_000 : 200),
      exports: sources[key]?.exports ?? [],
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
  signedIn: ['src/lock-page.tsx'],
  webRoot: root,
  sideEffectFree,
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

  it('puts in boot what the sign-in page shares with two or more of the shell screens, if it is light', () => {
    expect(groupOf('src/error-alert.tsx')).toBe('boot');
    expect(groupOf('src/password-field.tsx')).toBeNull();
    expect(groupOf('src/login-form.tsx')).toBeNull();
  });

  it('puts in common what the shell side shares with a page that needs no session, if it is light', () => {
    expect(groupOf('src/save-hook.ts')).toBe('common');
    expect(groupOf('node_modules/lucide-react/dist/esm/icons/check.mjs')).toBe('common');
    expect(groupOf('node_modules/@tanstack/react-query/build/modern/useMutation.js')).toBe('common');
    expect(groupOf('src/signup-hint.tsx')).toBeNull();
  });

  it("follows a package's index file only to the modules that take a part of it by name", () => {
    expect(groupOf('node_modules/@tanstack/react-query/build/modern/client.js')).toBeNull();
    expect(groupOf('node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBe('shell');
    expect(groupOf('src/type-badge.tsx')).toBe('shell');
    expect(groupOf('src/file-badge.tsx')).toBeNull();
  });

  it('never moves a lazily loaded module itself, even one the shell and a screen import too', () => {
    expect(groupOf('src/shell.tsx')).toBeNull();
    expect(groupOf('src/login-page.tsx')).toBeNull();
    expect(groupOf('src/lock-screen.tsx')).toBeNull();
  });
});

describe('which modules declare no side effects', () => {
  const require = createRequire(import.meta.url);

  it('reads the package.json nearest to the module, as the bundler does', () => {
    expect(declaredSideEffectFree(require.resolve('@tanstack/react-query'))).toBe(true);
    expect(declaredSideEffectFree(join(import.meta.dirname, '../../../packages/contract/src/index.ts'))).toBe(
      true,
    );
    expect(declaredSideEffectFree(require.resolve('react'))).toBe(false);
    expect(declaredSideEffectFree(join(import.meta.dirname, '../src/main.tsx'))).toBe(false);
  });

  it('takes a virtual module for one with side effects', () => {
    expect(declaredSideEffectFree('\0vite/preload-helper.js')).toBe(false);
  });
});
