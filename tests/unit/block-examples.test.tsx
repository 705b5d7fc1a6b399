// Every block type's schema examples are valid manifest blocks and render without a single unresolved reference, on the
// fixture site with the services and downloads the examples name (./more-services.ts).
import { describe, expect, it } from 'vitest';
import { blockTypes, readBlockSchema } from '../../schema/compose.ts';
import { parseJsonSource } from '../../model/source.ts';
import { validateManifest } from '../../model/validate.ts';
import { renderBlock, textOf } from '../support/render-page.tsx';
import { manifestWithMoreServices } from './more-services.ts';

describe.each(blockTypes())('block type %s', (type) => {
  const schema = readBlockSchema(type);

  it('has at least one example in its schema', () => {
    expect(schema.examples?.length ?? 0).toBeGreaterThan(0);
  });

  it.each((schema.examples ?? []).map((example, i) => [i + 1, example] as const))(
    'renders example %i',
    async (_n, example) => {
      const { html, problems, manifest } = await renderBlock(example, manifestWithMoreServices());
      expect(validateManifest(parseJsonSource(JSON.stringify(manifest)))).toEqual([]);
      expect(problems).toEqual([]);
      expect(textOf(html).length).toBeGreaterThan(0);
      expect(html).not.toMatch(/\{(firm|product|email|service|price|claim)[:}]/);
    },
  );
});
