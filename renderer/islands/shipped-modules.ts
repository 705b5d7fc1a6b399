// A build record of what reaches browsers: for each chunk of the client build, the source files in it, written to
// dist/client/.vite/shipped-modules.json. The bundle test reads it to prove that a static block's code never ships.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const SHIPPED_MODULES_FILE = '.vite/shipped-modules.json';

export function shippedModulesRecord(): Plugin {
  return {
    name: 'site:shipped-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[file] = output.moduleIds.filter((id) => id.startsWith(root)).map((id) => relative(root, id));
      }
      this.emitFile({ type: 'asset', fileName: SHIPPED_MODULES_FILE, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
