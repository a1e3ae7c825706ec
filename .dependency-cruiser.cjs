/**
 * Import boundaries of the architecture guide: features stay independent, lib stays below modules,
 * and each layer of the API (routes, services, repositories; decision 044) keeps its shape.
 */

/** SQL is written with drizzle over the schema; only repositories, read models and policies hold it. */
const SQL = ['(^|/)node_modules/drizzle-orm/', '^apps/api/src/db/(schema|prepared)'];

/** A module's repositories and read models (the first group is the module). */
const REPOSITORIES = '^apps/api/src/modules/([^/]+)/.+\\.(repository|read-model)\\.ts$';

/** A module's files that may hold SQL: its repositories, its read models and its policies (conditions). */
const DATA_FILES = '\\.(repository|read-model|policy)\\.ts$';

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
      name: 'api-routes-reach-data-through-services',
      comment:
        'A route registers endpoints from the contract and calls a service with serviceContext(request): it touches no drizzle, no db/, no repository or read model (decision 044).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/.+\\.routes\\.ts$' },
      to: { path: [...SQL, '^apps/api/src/db/', '\\.(repository|read-model)\\.ts$'] },
    },
    {
      name: 'api-services-hold-no-sql',
      comment:
        'A service holds the rules, the transactions (inTransaction) and the audit records, and reaches the database through repositories and read models with ctx.db: it imports no drizzle-orm and nothing of db/ (decision 044).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/.+\\.service\\.ts$' },
      to: { path: [...SQL, '^apps/api/src/db/'] },
    },
    {
      name: 'api-sql-lives-in-repositories',
      comment:
        "Beside routes and services, a module's helpers, wiring and jobs write no SQL either: drizzle-orm and the schema are for its repositories, read models and policies alone (decision 044).",
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/',
        pathNot: [DATA_FILES, '\\.test\\.ts$'],
      },
      to: { path: SQL },
    },
    {
      name: 'api-repositories-call-nothing',
      comment:
        'A repository (or read model) holds SQL and calls nothing else: no service, route, module wiring or job, no plugin or HTTP helper, no audit record, and no mailer, outbox, scheduler or job engine (decision 044).',
      severity: 'error',
      from: { path: REPOSITORIES },
      to: {
        path: [
          '\\.(service|routes|module|job)\\.ts$',
          '^apps/api/src/(plugins|http)/',
          '^apps/api/src/lib/(audit-log|mail-outbox|mailer|housekeeping|rounds|jobs?|job-engine)(\\.ts$|/)',
          '(^|/)node_modules/(pg-boss|nodemailer)/',
        ],
      },
    },
    {
      name: 'api-repositories-stay-in-their-module',
      comment:
        "A repository reads and writes any table (the schema is shared) but uses no other module's files, not even its public ones: a rule of another module it needs (who sees a case) comes in as an argument from the service (decision 044).",
      severity: 'error',
      from: { path: REPOSITORIES },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'api-plugins-use-modules-through-their-services',
      comment:
        'A plugin that needs a module (the sign-in check needs the account module) uses its public services, like any other module: never its repositories.',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/modules/', pathNot: '\\.(service|policy)\\.ts$' },
    },
    {
      name: 'api-http-below-plugins-and-modules',
      comment:
        "apps/api/src/http holds what routes and plugins share about HTTP (registering an endpoint, a request's service context): it imports neither.",
      severity: 'error',
      from: { path: '^apps/api/src/http/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/(modules|plugins)/' },
    },
    {
      name: 'api-lib-below-http',
      comment: 'lib holds the mechanisms every layer shares, HTTP or not (a background job has no request).',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/http/' },
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
    // The web app's `@/` alias (apps/web/tsconfig.json); the other workspaces have none.
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      conditionNames: ['import', 'default'],
    },
  },
};
