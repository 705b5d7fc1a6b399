// Where each page's JavaScript comes from. A second build of the same sources (in .bench/, never dist/) writes hidden
// source maps; every byte of every chunk is attributed through them to the package (or app folder) it came from.
// A variant build can swap modules on the client only (e.g. react → preact/compat) to measure what that would save.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { InlineConfig, Plugin } from 'vite';
import { manifestPath } from '../../model/node/paths.ts';
import { manifestSnapshotPath } from '../../model/node/paths.ts';

export const BENCH_DIR = '.bench';

export interface Variant {
  /** A folder whose node_modules holds preact: react and react-dom become preact/compat in the browser bundle. */
  preactDir?: string;
  /** With preactDir: pre-render with Preact too (preact-render-to-string, dependencies bundled into the server build). */
  preactSsr?: boolean;
  /** Vike's server routing (clientRouting: false): every link is a full page load. */
  serverRouting?: boolean;
}

/**
 * Builds the site with hidden source maps into .bench/<name> (vike resolves outDir under the project root), in a child
 * process: pre-rendering needs React's production build, which the bench process has not loaded.
 */
export async function analysisBuild(name: string, variant: Variant = {}): Promise<string> {
  const outDir = join(BENCH_DIR, name);
  rmSync(outDir, { recursive: true, force: true });
  const args = ['--import', 'tsx', 'scripts/bench/analysis.ts', JSON.stringify({ outDir, ...variant })];
  const result = spawnSync(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`The analysis build of ${name} failed (see above).`);
  const clientDir = join(process.cwd(), outDir, 'client');
  copyFileSync(manifestPath(), manifestSnapshotPath(clientDir)); // the server reads the manifest a build came from
  return clientDir;
}

async function buildInThisProcess(outDir: string, variant: Variant): Promise<void> {
  const { build } = await import('vike/api');
  const plugins = variant.preactDir
    ? [
        clientAlias(
          variant.preactSsr ? { ...PREACT_COMPAT, 'react-dom/server': 'preact/compat/server' } : PREACT_COMPAT,
          join(variant.preactDir, 'node_modules'),
          variant.preactSsr,
        ),
      ]
    : [];
  const viteConfig: InlineConfig = {
    build: { outDir, sourcemap: 'hidden' },
    logLevel: 'warn',
    plugins,
    ...(variant.preactSsr ? { ssr: { noExternal: true } } : {}),
  };
  await build({ viteConfig, ...(variant.serverRouting ? { vikeConfig: { clientRouting: false } } : {}) });
}

/** A module swap (client only unless `everywhere`): each bare import in `map` resolves to its replacement, from `fromDir`. */
export function clientAlias(map: Record<string, string>, fromDir: string, everywhere = false): Plugin {
  return {
    name: 'bench:client-alias',
    enforce: 'pre',
    applyToEnvironment: (environment) => everywhere || environment.name === 'client',
    async resolveId(source, _importer, options) {
      const target = map[source];
      if (!target) return null;
      return this.resolve(target, join(fromDir, 'index.js'), { ...options, skipSelf: true });
    },
  };
}

export const PREACT_COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of source-map mappings into [generated column, source index or -1] pairs. */
function decodeLine(
  line: string,
  state: { source: number; sourceLine: number; sourceColumn: number; name: number },
): [number, number][] {
  const result: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0]!;
    if (values.length >= 4) {
      state.source += values[1]!;
      state.sourceLine += values[2]!;
      state.sourceColumn += values[3]!;
      if (values.length >= 5) state.name += values[4]!;
      result.push([column, state.source]);
    } else {
      result.push([column, -1]);
    }
  }
  return result;
}

/** Who a source file belongs to: its npm package, or the app folder. */
export function owner(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first = '', second = ''] = source.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (/virtual:|\0|^vike-/.test(source)) return 'vike';
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/^\/?work\/main\//, '');
  const [top = '', second = ''] = clean.split('/');
  if (top === 'blocks') return `app:blocks/${second}`;
  return `app:${top}`;
}

/** Packages gathered into the families the report talks about. */
export function family(pkg: string): string {
  if (['react', 'react-dom', 'scheduler'].includes(pkg)) return 'react + react-dom';
  if (pkg === 'preact' || pkg === 'preact-render-to-string') return 'preact (compat)';
  if (pkg === 'vike' || pkg.startsWith('@brillout/')) return 'vike';
  if (pkg.startsWith('@emotion/') || pkg === 'stylis' || pkg === 'hoist-non-react-statics' || pkg === 'react-is')
    return 'emotion';
  if (
    pkg.startsWith('@radix-ui/') ||
    pkg.startsWith('@floating-ui/') ||
    pkg === 'react-remove-scroll' ||
    pkg === 'aria-hidden'
  )
    return 'radix';
  if (pkg === 'final-form' || pkg === 'react-final-form') return 'final-form';
  if (pkg === 'notistack' || pkg === 'goober' || pkg === 'clsx') return 'notistack';
  if (pkg.startsWith('app:blocks/')) return 'app: blocks';
  if (pkg.startsWith('app:')) return 'app: renderer & schema';
  return 'other packages';
}

export interface ChunkParts {
  /** owner → the generated code it contributed to this chunk. */
  parts: Map<string, string>;
  size: number;
}

/** Splits a built chunk into the code each owner contributed, through its .map file. */
export function chunkParts(file: string): ChunkParts {
  const code = readFileSync(file, 'utf8');
  const parts = new Map<string, string>();
  let map: { sources: string[]; mappings: string };
  try {
    map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  } catch {
    parts.set('(no source map)', code);
    return { parts, size: Buffer.byteLength(code) };
  }
  const owners = map.sources.map(owner);
  const state = { source: 0, sourceLine: 0, sourceColumn: 0, name: 0 };
  const mappingLines = map.mappings.split(';');
  const add = (who: string, text: string) => parts.set(who, (parts.get(who) ?? '') + text);
  code.split('\n').forEach((line, i) => {
    const segments = decodeLine(mappingLines[i] ?? '', state);
    if (segments.length === 0) return add('(unmapped)', `${line}\n`);
    if (segments[0]![0] > 0) add('(unmapped)', line.slice(0, segments[0]![0]));
    segments.forEach(([column, source], s) => {
      const end = segments[s + 1]?.[0] ?? line.length;
      add(source >= 0 ? owners[source]! : '(unmapped)', line.slice(column, end));
    });
    add('(unmapped)', '\n');
  });
  return { parts, size: Buffer.byteLength(code) };
}

export interface Attribution {
  /** family → { raw bytes, gzip bytes of that family's code alone } */
  families: Map<string, { raw: number; gzip: number }>;
  packages: Map<string, { raw: number; gzip: number }>;
}

/** Attributes the JS files a page loaded (paths under clientDir) to families and packages. */
export function attribute(clientDir: string, paths: string[], cache = new Map<string, ChunkParts>()): Attribution {
  const byPackage = new Map<string, string>();
  for (const path of paths) {
    let parts = cache.get(path);
    if (!parts) {
      parts = chunkParts(join(clientDir, path));
      cache.set(path, parts);
    }
    for (const [who, text] of parts.parts) byPackage.set(who, (byPackage.get(who) ?? '') + text);
  }
  const packages = new Map<string, { raw: number; gzip: number }>();
  const familyCode = new Map<string, string>();
  for (const [pkg, text] of byPackage) {
    if (text.trim() === '') continue;
    packages.set(pkg, { raw: Buffer.byteLength(text), gzip: gzipSync(text).length });
    const fam = pkg.startsWith('(') ? 'glue (unmapped)' : family(pkg);
    familyCode.set(fam, (familyCode.get(fam) ?? '') + text);
  }
  const families = new Map(
    [...familyCode].map(([fam, text]) => [fam, { raw: Buffer.byteLength(text), gzip: gzipSync(text).length }]),
  );
  return { families, packages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { outDir, ...variant } = JSON.parse(process.argv[2] ?? '{}') as Variant & { outDir?: string };
  if (!outDir)
    throw new Error('usage: analysis.ts \'{"outDir": ".bench/x", "preactDir"?: "…", "serverRouting"?: true}\'');
  await buildInThisProcess(outDir, variant);
}
