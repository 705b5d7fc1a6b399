// The editor's two bundles, made in memory by esbuild when needed (about a second each), so `npm run edit` needs no
// build step and never touches the site's build output: the browser app, and the preview's renderer for Node.
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { reactOnPreact } from '../../renderer/react-on-preact.ts';

export interface AppBundle {
  js: string;
  css: string;
}

export async function bundleApp(): Promise<AppBundle> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../app/main.tsx', import.meta.url))],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'react',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const file = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { js: file('.js'), css: file('.css') };
}

const RESOLVING = Symbol('resolving through react-on-preact');

/**
 * The site's aliases from React to preact/compat (renderer/react-on-preact.ts) for esbuild. Preact itself, aliased or
 * not, is always taken as an ES module import, so the bundle holds one copy of it: a require() of it would pick its
 * CommonJS build, a second Preact whose hooks would not see the first one's components. A React import the aliases do
 * not cover fails the bundle instead of bringing React in.
 */
function reactOnPreactPlugin(): Plugin {
  return {
    name: 'react-on-preact',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^(react|react-dom|preact)(\/|$)/ }, (args) => {
        if (args.pluginData === RESOLVING) return undefined;
        const alias = reactOnPreact.find(({ find }) =>
          typeof find === 'string' ? find === args.path : find.test(args.path),
        );
        if (!alias && !args.path.startsWith('preact'))
          return { errors: [{ text: `${args.path} has no preact/compat alias in renderer/react-on-preact.ts` }] };
        const path = alias ? args.path.replace(alias.find, alias.replacement) : args.path;
        return esbuild.resolve(path, {
          kind: 'import-statement',
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: RESOLVING,
        });
      });
    },
  };
}

/** The preview's renderer (preview-render.tsx) and everything it uses, as one CommonJS module on preact/compat. */
export async function bundlePreviewRenderer(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./preview-render.tsx', import.meta.url))],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    // The ES module builds of dependencies, as the site's build takes them (vitest.config.ts says the same).
    mainFields: ['module', 'main'],
    conditions: ['module'],
    plugins: [reactOnPreactPlugin()],
    // What Vite gives the site's server build.
    define: {
      'process.env.NODE_ENV': '"production"',
      'import.meta.env': JSON.stringify({ DEV: false, PROD: true, SSR: true, MODE: 'production', BASE_URL: '/' }),
    },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
