// The code's own rules beyond formatting (Prettier formats; `npm run check` runs both). Sizes follow the quality bar:
// a file holds one job in at most 250 lines, a function at most 80. Generated files and document content are exempt.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// describeEachDialect (tests/server/db/dialects.ts) is describe, once per database.
const TEST_RUNNER_CALLS = new Set([
  'describe',
  'describeEachDialect',
  'it',
  'test',
  'beforeAll',
  'afterAll',
  'beforeEach',
  'afterEach',
]);

/** max-lines-per-function for tests: a describe/it callback is a group of tests, not a function; every other is held to 80. */
const testFunctionLength = {
  meta: { type: 'suggestion', schema: [{ type: 'integer' }] },
  create(context) {
    const max = context.options[0] ?? 80;
    const runnerCallback = (node) => {
      const call = node.parent;
      if (call?.type !== 'CallExpression' || !call.arguments.includes(node)) return false;
      let callee = call.callee;
      while (callee.type === 'MemberExpression' || callee.type === 'CallExpression')
        callee = callee.type === 'CallExpression' ? callee.callee : callee.object;
      return callee.type === 'Identifier' && TEST_RUNNER_CALLS.has(callee.name);
    };
    const check = (node) => {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > max && !runnerCallback(node))
        context.report({ node, message: `Function has too many lines (${lines}). Maximum allowed is ${max}.` });
    };
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', '.bench/', 'review/', 'schema/site.types.ts', 'public/', 'downloads/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Stripping and explaining control characters (terminal output, JSON syntax errors) is what those patterns are for.
      'no-control-regex': 'off',
      'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['ui/**', 'blocks/**', 'renderer/**', 'editor/app/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { 'test-function-length': testFunctionLength } } },
    rules: { 'max-lines-per-function': 'off', 'local/test-function-length': ['error', 80] },
  },
  {
    // A document's content is prose with a few facts: its length is the document's, not a function's.
    files: ['documents/content/**', 'scripts/downloads/content/**'],
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
