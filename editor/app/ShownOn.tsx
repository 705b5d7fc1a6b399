/** @jsxImportSource react */
// After a fact or a price is changed, a small notice above the preview says which pages show it, with a button for
// each that shows that page in the preview: a price is often on more pages than the one being edited.
import { useEffect, useRef, useState } from 'react';
import { api } from './api.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { describeChanges, type Change } from '../../model/changes.ts';
import type { Json } from '../../model/json-pointer.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

/** Long enough for a person to finish typing an amount. */
const PAUSE_MS = 700;

interface Offer {
  /** The change in words: "Full Teardown (Operations Reset Audit): €3,100 → €2,950". */
  change: string;
  pages: { route: number; path: string }[];
}

/** The one fact or price changed between two drafts, if that is all that changed. */
function factOrPriceChange(before: Json, after: Json): Change | undefined {
  try {
    const changes = describeChanges(
      before as unknown as SiteManifest,
      after as unknown as SiteManifest,
      blockDefinitions,
    );
    const [only] = changes;
    return changes.length === 1 && (only!.group === 'prices' || only!.group === 'facts') ? only : undefined;
  } catch {
    return undefined; // a draft in the middle of an edit
  }
}

/** The offer for the draft's last change, once the person pauses; none after any other kind of change. */
function useShownOnOffer(draft: Json): [Offer | undefined, () => void] {
  const [offer, setOffer] = useState<Offer | undefined>();
  const settled = useRef(draft);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(async () => {
      const before = settled.current;
      if (before === draft) return;
      settled.current = draft;
      const change = factOrPriceChange(before, draft);
      if (!change) return setOffer(undefined);
      const pages = await api.shownOn(before, draft).catch(() => []);
      if (!cancelled) setOffer(pages.length > 0 ? { change: change.text, pages } : undefined);
    }, PAUSE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [draft]);
  return [offer, () => setOffer(undefined)];
}

interface Props {
  draft: Json;
  /** The page the preview shows, by its position in the routes. */
  route: number;
  onShowPage(route: number): void;
}

export function ShownOn({ draft, route, onShowPage }: Props) {
  const [offer, dismiss] = useShownOnOffer(draft);
  if (!offer) return null;
  const count = offer.pages.length;
  return (
    <section className="shown-on" aria-label="Where this change shows">
      <p>
        {offer.change}. It shows on {count === 1 ? 'this page' : `these ${count} pages`}:
      </p>
      <ul>
        {offer.pages.map((page) => (
          <li key={page.route}>
            <button type="button" aria-pressed={page.route === route} onClick={() => onShowPage(page.route)}>
              See it on {page.path}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="shown-on-close" onClick={dismiss}>
        Close
      </button>
    </section>
  );
}
