/**
 * Module boundaries of the API, checked by `npm run lint`.
 * A module (apps/api/src/modules/<name>/) is used by other modules only through its index.ts; only a module's own
 * files touch its tables (a tables.ts may reference another module's tables for foreign keys); the platform knows
 * no module. Tests may reach into any module.
 */
const src = '^apps/api/src';
const tests = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-public-entry',
      comment: "Another module's code is used only through its index.ts.",
      severity: 'error',
      from: { path: `${src}/modules/([^/]+)/`, pathNot: [tests, `${src}/modules/[^/]+/tables\\.ts$`] },
      to: {
        path: `${src}/modules/[^/]+/`,
        pathNot: [`${src}/modules/$1/`, `${src}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'module-tables-foreign-keys',
      comment: "A tables.ts may reference another module's tables.ts (foreign keys) or its index.ts, nothing else.",
      severity: 'error',
      from: { path: `${src}/modules/([^/]+)/tables\\.ts$` },
      to: {
        path: `${src}/modules/[^/]+/`,
        pathNot: [`${src}/modules/$1/`, `${src}/modules/[^/]+/(index|tables)\\.ts$`],
      },
    },
    {
      name: 'module-entry-hides-tables',
      comment:
        "A module's index.ts never hands out its tables: other modules read through read-views.ts and write through its functions.",
      severity: 'error',
      from: { path: `${src}/modules/([^/]+)/index\\.ts$` },
      to: { path: `${src}/modules/$1/tables\\.ts$` },
    },
    {
      name: 'platform-below-modules',
      comment: 'The platform is cross-cutting and knows no module (nor the schema barrel that gathers their tables).',
      severity: 'error',
      from: { path: `${src}/platform/`, pathNot: tests },
      to: { path: `${src}/(modules/|schema\\.ts$)` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    cache: false,
  },
};
