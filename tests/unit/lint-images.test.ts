// Lint and the build accept the same manifests: a picture that is not in the images folder is a lint error at its "src"
// (the build's image step would stop on it), with the close file name when there is one.
import { describe, expect, it } from 'vitest';
import { checkManifest } from '../../blocks/load.ts';
import { readManifest } from '../support/render-page.tsx';

function withHeroPicture(src: string): string {
  const manifest = readManifest();
  const hero = manifest.routes[0]!.blocks.find((b) => b.type === 'hero') as unknown as Record<string, unknown>;
  hero.backgroundImage = { src, alt: 'The harbour at dawn' };
  return JSON.stringify(manifest, null, 2);
}

describe('pictures named in the manifest', () => {
  it('must be in the images folder; a near name is offered', async () => {
    const { problems } = await checkManifest(withHeroPicture('/images/harbur.jpg'), { images: { shown: 'public/images', files: ['harbour.jpg'] } });
    const images = problems.filter((p) => p.rule === 'image-files');
    expect(images.map((p) => [p.pointer, p.message])).toEqual([
      [expect.stringMatching(/^\/routes\/0\/blocks\/\d+\/backgroundImage\/src$/), 'The picture "harbur.jpg" is not in the images folder (public/images/). Did you mean "/images/harbour.jpg"?'],
    ]);
  });

  it('pass when the file is there', async () => {
    const { problems } = await checkManifest(withHeroPicture('/images/harbour.jpg'), { images: { shown: 'public/images', files: ['harbour.jpg'] } });
    expect(problems.filter((p) => p.rule === 'image-files')).toEqual([]);
  });
});
