// The layers (README, "Layout"), checked by `npm run lint:deps` inside `npm run lint` and `npm test`. Imports point one way:
//   engine -> boards -> systems -> storage -> sync -> server (Node) -> cli;  sync -> ui
// (a layer uses only layers to its left; the CLI and its server never meet the UI), and no file imports itself
// back through others. scripts/ and test/ may use every layer; nothing in src/ uses them.

/** Layer folders under src/, lowest first. */
const layer = (name) => `^src/${name}/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A file reaches itself through its imports: split the part both sides need into its own file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-uses-nothing-above',
      comment: 'engine/ is the base: pure TypeScript that runs unchanged in Node and the browser.',
      severity: 'error',
      from: { path: layer('engine') },
      to: { path: '^src/', pathNot: layer('engine') },
    },
    {
      name: 'boards-use-only-engine',
      comment: 'boards/ is geometry: it may use the engine, nothing above it.',
      severity: 'error',
      from: { path: layer('boards') },
      to: { path: '^src/', pathNot: [layer('boards'), layer('engine')] },
    },
    {
      name: 'engine-and-boards-are-portable',
      comment: 'engine/ and boards/ import no package and no Node built-in: they run in Node and the browser alike.',
      severity: 'error',
      from: { path: [layer('engine'), layer('boards')] },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'] },
    },
    {
      name: 'systems-use-boards-and-engine',
      comment: 'A game system is rules and data: it uses boards/ and engine/, never storage, sync, the CLI or the UI.',
      severity: 'error',
      from: { path: layer('systems') },
      to: { path: ['^src/(storage|sync|server|cli|ui)/'] },
    },
    {
      name: 'systems-are-portable',
      comment: 'Systems run in the CLI and in the browser: no Lit, no Dexie, no Node built-in.',
      severity: 'error',
      from: { path: layer('systems') },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'] },
    },
    {
      name: 'systems-are-independent',
      comment: 'One game never imports another game: what they share belongs in engine/ or boards/.',
      severity: 'error',
      from: { path: '^src/systems/([^/]+)/' },
      to: { path: '^src/systems/[^/]+/', pathNot: '^src/systems/$1/' },
    },
    {
      name: 'storage-uses-engine',
      comment: 'Storage keeps sessions whatever the game: it uses engine/ and is handed the rules by its caller.',
      severity: 'error',
      from: { path: layer('storage') },
      to: { path: '^src/(boards|systems|sync|server|cli|ui)/' },
    },
    {
      name: 'storage-has-no-ui',
      comment: 'No Lit in storage: reactive controllers over storage live in ui/controllers/.',
      severity: 'error',
      from: { path: layer('storage') },
      to: { path: '^node_modules/(lit|@lit|lit-html|lit-element)/' },
    },
    {
      name: 'sync-below-cli-and-ui',
      comment: 'Sharing sessions serves both the CLI (`umpire serve`) and the UI, and uses neither.',
      severity: 'error',
      from: { path: layer('sync') },
      to: { path: '^src/(server|cli|ui)/' },
    },
    {
      name: 'server-is-node-side',
      comment: 'The server behind `umpire serve` runs in Node: the CLI uses it; it uses neither the CLI nor the UI.',
      severity: 'error',
      from: { path: layer('server') },
      to: { path: '^src/(cli|ui)/' },
    },
    {
      name: 'cli-and-ui-apart',
      comment: 'The CLI (Node) never imports the UI (browser).',
      severity: 'error',
      from: { path: '^src/cli/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'ui-has-no-node-side',
      comment: 'The UI runs in the browser: it never imports the CLI or the server.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(cli|server)/' },
    },
    {
      name: 'src-stands-alone',
      comment: 'The app and the CLI never import the tests or the scripts.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|scripts)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that names no existing file or installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist', '^\\.tmp/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a type pointing up a layer is the same coupling as a value.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
