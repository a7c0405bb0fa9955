// The layering of the whole tree, written once: `npm run lint` runs dependency-cruiser on it
// (`npm run lint:deps`). Each rule says why it exists. Type-only imports count
// (tsPreCompilationDeps): a cycle of types is still two files that cannot be understood apart.
//
// Inside the service, dependencies point one way:
//   entry points (service.ts, compose.ts, cli.ts, index.ts at the top of src-service)
//   → the transports (http/, mcp/) → tools/ → everything else (tasks, ledger, assets, voices,
//   providers, narration, media, storage, validation… and the other files at the top).

/** The service's entry points: the composition root and the commands. Nothing below imports them. */
const ENTRY = '^src-service/(service|compose|cli|index)\\.ts$';
/** The two ways in: HTTP, and MCP (whose streamable-HTTP endpoint is mounted on the HTTP server). */
const TRANSPORT = '^src-service/(http|mcp)/';
/** Below tools/: every other folder of the service, and every file at its top but the entry points. */
const BELOW_TOOLS = '^src-service/(?!(http|mcp|tools)/|(service|compose|cli|index)\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment:
        'Files import one another without a cycle: a cycle is code that belongs in a file of its own ' +
        '(move the shared part down, into a small file named for what it holds).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment:
        "The service's folders import one another without a cycle, so each can be read and changed apart " +
        '(http and mcp, the two transports, excepted: MCP is mounted on the HTTP server, which answers its errors).',
      severity: 'error',
      scope: 'folder',
      // Folder scope: each folder (a nested one on its own) is one node, named without a trailing slash.
      from: { path: '^src-service/', pathNot: '^src-service/(http|mcp)(/|$)' },
      to: { circular: true },
    },
    {
      name: 'service-no-upward-from-tools',
      comment: 'tools/ runs under the transports and the entry points: it never imports them.',
      severity: 'error',
      from: { path: '^src-service/tools/' },
      to: { path: [TRANSPORT, ENTRY] },
    },
    {
      name: 'service-no-upward-from-below-tools',
      comment: 'Below tools/ nothing imports tools/, a transport or an entry point (tools compose the rest, not the other way).',
      severity: 'error',
      from: { path: BELOW_TOOLS },
      to: { path: ['^src-service/tools/', TRANSPORT, ENTRY] },
    },
    {
      name: 'service-no-entry-from-transport',
      comment: 'The transports are started by the entry points and never import them.',
      severity: 'error',
      from: { path: TRANSPORT },
      to: { path: ENTRY },
    },
    {
      name: 'service-stands-alone',
      comment: 'The service runs without Electron (the CLI, MCP over stdio) and knows nothing of the main process or the studio.',
      severity: 'error',
      from: { path: '^src-service/' },
      to: { path: ['^src-main/', '^src-renderer/', '(^|/)node_modules/electron/'] },
    },
    {
      name: 'contract-self-contained',
      comment: 'The renderer bundles src-service/contract: it imports only itself and @sinclair/typebox, no Node built-ins.',
      severity: 'error',
      from: { path: '^src-service/contract/' },
      to: { pathNot: ['^src-service/contract/', '(^|/)node_modules/@sinclair/typebox/'] },
    },
    {
      name: 'renderer-no-node',
      comment: 'The renderer runs in a browser page: no Node built-ins (the preload bridge is the way out).',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'renderer-no-electron',
      comment: 'The renderer runs in a browser page: no Electron (the preload bridge is the way out).',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '(^|/)node_modules/electron/' },
    },
    {
      name: 'renderer-only-contract-of-service',
      comment: "The renderer reaches the service only through HTTP: of its code it imports only the contract's types and schemas.",
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '^src-service/', pathNot: '^src-service/contract/' },
    },
    {
      name: 'renderer-only-bridge-types-of-main',
      comment: 'The renderer knows the main process only through the types of its preload bridge (type-only).',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '^src-main/', pathNot: '^src-main/bridge-types\\.ts$' },
    },
    {
      name: 'renderer-bridge-types-type-only',
      comment: 'The bridge types describe window.timbre; importing their code would pull the main process into the page.',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '^src-main/bridge-types\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'renderer-client-only-from-store',
      comment: 'Screens call store actions; only the store (studio-store.ts and store/) imports the one HTTP client.',
      severity: 'error',
      from: { path: '^src-renderer/', pathNot: ['^src-renderer/studio-store\\.ts$', '^src-renderer/store/'] },
      to: { path: '^src-renderer/api/client\\.ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Generated (scripts/generate-client.ts) and fixtures: not code anyone layers.
    exclude: { path: ['^src-renderer/api/schema', '^test/e2e/fixtures/', '^(out|dist|coverage)/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
    // Only the rules' verdict is needed: skip the metrics and the summary graph.
    skipAnalysisNotInRules: true,
  },
};
