// The editor's browser app, bundled in memory by esbuild when the editor starts (about a second), so `npm run edit`
// needs no build step and never touches the site's build output.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

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
