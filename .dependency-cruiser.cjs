/**
 * Boundaries of ARCHITECTURE.md §2, enforced in `npm test` (npm run boundaries).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-imports-web-feature',
      comment: 'Web features never import each other: compose them in app/routes.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'service-imports-fastify',
      comment: 'Services hold domain logic only; HTTP stays in *.routes.ts.',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '(^|/)node_modules/(fastify|@fastify/|fastify-)' },
    },
    {
      name: 'contract-imports-app',
      comment: 'packages/contract is shared by both apps and imports neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-feature-reaches-into-feature',
      comment: "A feature uses another only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/' },
      to: {
        path: '^apps/server/src/features/([^/]+)/',
        pathNot: ['^apps/server/src/features/$1/', '^apps/server/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'platform-imports-feature',
      comment: 'The platform is below the features; it may collect their tables for the schema and nothing else.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: '^apps/server/src/platform/db/schema\\.ts$' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { pathNot: '\\.tables\\.ts$' } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
