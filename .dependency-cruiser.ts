import type { IConfiguration } from 'dependency-cruiser';

// The layer rules: which part of the shop may import which. Paths are the resolved files, relative to the
// project root, so an import cannot slip past a rule by spelling its path differently.
// `npm run lint` checks them through scripts/check-layers.ts, which also forbids cycles between the
// top-level folders.

/** A pattern for imports of these npm packages, resolved (node_modules/…, @types too) or not. */
function packages(names: string[]): string {
  const name = `(${names.join('|')})`;
  return `(^|/)node_modules/(@types/)?${name}(/|$)|^${name}(/|$)`;
}

/** npm packages that only make sense on the server: rendering, HTTP, storage, mail, images, files. */
const serverPackages = packages([
  'express', 'compressible', 'pg', 'kysely', 'nodemailer', 'sharp', 'csv-parse', 'cli-progress', 'isbot',
  '@react-router/(node|express|dev)',
]);

/** Tests and their fixtures never reach a bundle, so the browser-safety rules leave them out. */
const testFile = '\\.(test|fixture)\\.tsx?$';

/** What reaches the browser bundle imports no Node built-in (node:crypto, node:fs, ...) and no server-side package. */
function browserSafe(name: string, from: string, who: string): NonNullable<IConfiguration['forbidden']> {
  return [
    {
      name: `${name}-no-node-built-ins`,
      comment: `${who} never imports Node built-ins (node:crypto, node:fs, ...).`,
      severity: 'error',
      from: { path: from, pathNot: testFile },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: `${name}-no-server-packages`,
      comment: `${who} never imports server-side packages.`,
      severity: 'error',
      from: { path: from, pathNot: testFile },
      to: { path: serverPackages },
    },
  ];
}

const config: IConfiguration = {
  forbidden: [
    {
      name: 'core-without-frameworks',
      comment: 'core/ is plain domain functions: no React, React Router, Express or compression.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: packages(['react', 'react-dom', 'react-router', '@react-router/[^/]+', 'express', 'compressible']) },
    },
    {
      name: 'core-not-to-server-or-app',
      comment: 'core/ is called by server/ and app/, never the other way round.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(server|app)/' },
    },
    {
      name: 'browser-code-only-contract',
      comment:
        'Browser code (app/features/, app/widgets/) imports only itself, core/contract/ and browser-safe packages: ' +
        'nothing else of app/, core/, server/, db/ or config/.',
      severity: 'error',
      from: { path: '^app/(features|widgets)/', pathNot: testFile },
      to: { path: '^(app/(?!(features|widgets)/)|core/(?!contract/)|server/|db/|config/|cli/|seed/)' },
    },
    {
      name: 'contract-self-contained',
      comment: 'core/contract/ is shared by browser and server: of the shop\'s own files it imports only its own.',
      severity: 'error',
      from: { path: '^core/contract/', pathNot: testFile },
      to: { dependencyTypes: ['local'], pathNot: '^core/contract/' },
    },
    ...browserSafe('browser-code', '^app/(features|widgets)/', 'Browser code'),
    ...browserSafe('contract', '^core/contract/', 'core/contract/ reaches the browser: it'),
    {
      name: 'db-not-to-core',
      comment: 'db/ is storage only: core/ calls db/, never the other way round.',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: '^core/' },
    },
    {
      name: 'components-not-to-db',
      comment: 'Components render what core/ gives them; they take view types from core/, not rows from db/.',
      severity: 'error',
      from: { path: '^app/components/' },
      to: { path: '^db/' },
    },
    {
      name: 'routes-not-to-server',
      comment: 'Routes reach the shop through the request services, never through server/ modules.',
      severity: 'error',
      from: { path: '^app/routes/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-module-cycles',
      comment: 'A module never imports itself back, directly or through others (type-only imports count too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|\\.react-router)/' },
    // Type-only imports count: a row type from db/ ties a component to the schema as much as a value does.
    tsPreCompilationDeps: true,
    // Packages resolve the way Node resolves them (ESM first, through their "exports").
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};

export default config;
