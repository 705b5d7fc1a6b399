// The layers, and what each may import. `npm run layers` fails when a file imports a folder its layer may not, when
// the model reaches for React, Vite or Node, and on any import cycle. docs/architecture.md draws the picture.
// Tests may import anything; nothing else may import tests/.
const layers = {
  schema: [],
  model: ['schema'],
  ui: ['schema', 'model'],
  blocks: ['schema', 'model', 'ui'],
  documents: ['schema', 'model'],
  site: ['schema', 'model', 'blocks', 'documents'],
  renderer: ['schema', 'model', 'ui', 'blocks', 'site'],
  build: ['schema', 'model', 'ui', 'site', 'renderer'],
  server: ['schema', 'model'],
  deploy: ['schema', 'model'],
  'change-review': ['schema', 'model', 'blocks', 'site', 'build'],
  publish: ['schema', 'model', 'blocks', 'site', 'build', 'server', 'change-review'],
  editor: ['schema', 'model', 'ui', 'blocks', 'site', 'renderer', 'publish'],
  admin: ['schema', 'model', 'site', 'server', 'editor', 'publish'],
  scripts: [
    'schema',
    'model',
    'ui',
    'blocks',
    'documents',
    'site',
    'renderer',
    'build',
    'server',
    'deploy',
    'change-review',
    'editor',
    'admin',
    'publish',
  ],
};
const folders = Object.keys(layers);

module.exports = {
  forbidden: [
    ...Object.entries(layers).map(([layer, allowed]) => ({
      name: `${layer}-imports-only-${allowed.length ? allowed.join('-') : 'itself'}`,
      comment: `${layer}/ may import ${allowed.length ? allowed.join(', ') : 'nothing outside itself'}`,
      severity: 'error',
      from: { path: `^${layer}/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `^(${[...folders.filter((f) => f !== layer && !allowed.includes(f)), 'tests'].join('|')})/` },
    })),
    {
      name: 'model-is-pure',
      comment:
        'The model runs in Node and in the browser: no UI library, no bundler, no Node built-ins (model/node/ is the Node adapter)',
      severity: 'error',
      from: { path: '^model/', pathNot: '^model/node/' },
      to: {
        path: '(^|/)node_modules/(react|react-dom|preact|@emotion|@radix-ui|vite|vike|notistack|final-form|react-final-form)/|^node:',
        dependencyTypes: ['npm', 'npm-dev', 'core', 'npm-no-pkg', 'npm-unknown'],
      },
    },
    {
      name: 'model-is-pure-core',
      severity: 'error',
      from: { path: '^model/', pathNot: '^model/node/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'only-the-node-adapter-uses-it',
      comment: "model/node/ reads files: the browser-safe parts of the model, and the browser's code, never import it",
      severity: 'error',
      from: { path: '^(model|site)/', pathNot: '^(model/node|site/node)' },
      to: { path: '^model/node/' },
    },
    {
      name: 'block-definition-is-build-time',
      comment: "a block's block.ts runs at build time without its component: it may import the component's types only",
      severity: 'error',
      from: { path: '^blocks/[^/]+/block\\.ts$' },
      to: {
        path: '\\.tsx$|(^|/)node_modules/(react|react-dom|preact|@emotion|@radix-ui|notistack|final-form|react-final-form)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'browser-code-has-no-node',
      comment:
        "Code that runs in browsers (the editor's app, the site's blocks and UI, the browser-safe site check) uses no Node built-ins",
      severity: 'error',
      from: { path: '^(editor/app|blocks|ui|documents|site)/', pathNot: '^site/node|\\.test\\.tsx?$' },
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
