// Texts as a person reads them: placeholders filled in the way the site fills them ({firm} → the firm's name,
// {claim:years} → "15+"), for labels that name a page or a block. A draft that cannot be resolved yet, or a text
// whose placeholder names nothing, is shown as written.
import type { SiteManifest } from '../schema/site.types.ts';
import type { Json } from './json-pointer.ts';
import type { Problem } from './problems.ts';
import { createSite } from './site.ts';

export type TextFiller = (text: string) => string;

export function textFiller(manifest: Json): TextFiller {
  try {
    const ignored: Problem[] = [];
    const context = createSite(manifest as unknown as SiteManifest).context('', ignored);
    return (text) => {
      try {
        return context.text(text);
      } catch {
        return text;
      }
    };
  } catch {
    return (text) => text;
  }
}
