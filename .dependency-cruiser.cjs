/** Import boundaries of the architecture guide: features stay independent, lib stays below modules. */
module.exports = {
  forbidden: [
    {
      name: 'web-features-are-independent',
      comment: 'A web feature must not import another feature; share through src/components or src/lib.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-lib-and-components-below-features',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-lib-below-modules',
      comment: 'apps/api/src/lib holds shared mechanisms; it must not reach into a domain module.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/(modules|plugins)/' },
    },
    {
      name: 'api-modules-do-not-import-other-modules-internals',
      comment:
        "A module may use another module only through its public parts: its services (.service.ts), its access policies (.policy.ts) and the read models it keeps for others to query (.read-model.ts). Repositories, routes and the rest are the module's own.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '\\.(service|policy|read-model)\\.ts$'],
      },
    },
    {
      name: 'contract-is-pure',
      comment: 'The contract runs in the browser and on the server: no node built-ins, no app code.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-declares-what-it-imports',
      comment:
        "The contract is a package of its own: a library it imports (zod) is in its own package.json, not borrowed from an app's.",
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'contract-does-not-import-apps',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-does-not-import-api',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules are not followed, but stay in the graph: rules on libraries need to see them.
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      conditionNames: ['import', 'default'],
    },
  },
};
