// The editor's app bundle, made once per worker rather than once per editor started: every editor of a run serves the
// same sources, so the same bundle, and esbuild's third of a CPU-second per start adds up over a dozen files.
import { vi } from 'vitest';
import type * as Bundle from '../../editor/server/bundle.ts';

vi.mock('../../editor/server/bundle.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Bundle>();
  const shared = globalThis as { editorAppBundle?: ReturnType<typeof Bundle.bundleApp> };
  return { ...original, bundleApp: () => (shared.editorAppBundle ??= original.bundleApp()) };
});
