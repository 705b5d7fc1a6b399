// The layers, bottom to top: schema (data) → model → ui → blocks → renderer → server, scripts.
// `npm run layers` fails when any import runs up this list, and when the model reaches for React, Vite or Node.
const above = {
  schema: '^(model|ui|blocks|renderer|server|scripts|tests)/',
  model: '^(ui|blocks|renderer|server|scripts|tests)/',
  ui: '^(blocks|renderer|server|scripts|tests)/',
  blocks: '^(renderer|server|scripts)/',
  renderer: '^(server|scripts)/',
  server: '^(renderer|scripts|tests)/',
};

module.exports = {
  forbidden: [
    ...Object.entries(above).map(([layer, path]) => ({
      name: `${layer}-imports-upward`,
      comment: `${layer}/ sits below the folders it may not import`,
      severity: 'error',
      from: { path: `^${layer}/`, pathNot: '\\.test\\.tsx?$' },
      to: { path },
    })),
    {
      name: 'model-is-pure',
      comment: 'The model runs in Node and in the browser: no UI library, no bundler, no Node built-ins (model/node/ is the Node adapter)',
      severity: 'error',
      from: { path: '^model/', pathNot: '^model/node/' },
      to: { path: '(^|/)node_modules/(react|react-dom|preact|@emotion|@radix-ui|vite|vike|notistack|final-form|react-final-form)/|^node:', dependencyTypes: ['npm', 'npm-dev', 'core', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'block-definition-is-build-time',
      comment: "a block's block.ts runs at build time without its component: it may import the component's types only",
      severity: 'error',
      from: { path: '^blocks/[^/]+/block\\.ts$' },
      to: { path: '\\.tsx$|(^|/)node_modules/(react|react-dom|preact|@emotion|@radix-ui|notistack|final-form|react-final-form)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'model-is-pure-core',
      severity: 'error',
      from: { path: '^model/', pathNot: '^model/node/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-cycles',
      comment: 'type-only imports may go both ways (they vanish when compiled)',
      severity: 'error',
      from: { pathNot: '\\.test\\.tsx?$' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.bench)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
