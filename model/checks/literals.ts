// Texts that type a service's name or one of its prices where a placeholder would keep them right: renaming the
// service or changing the price would leave the old words on the page. A warning, naming the placeholder to write.
import type { SiteManifest } from '../../schema/site.types.ts';
import { formatMoney, headlinePrice } from '../price.ts';
import type { Check, CheckContext } from './types.ts';

/** The texts that placeholders are filled in: pages, navigation, footer, the comparison table and services' own copy. */
function* placeholderTexts(manifest: SiteManifest): Generator<{ pointer: string; text: string }> {
  function* walk(value: unknown, pointer: string): Generator<{ pointer: string; text: string }> {
    if (typeof value === 'string') yield { pointer, text: value };
    else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, `${pointer}/${i}`);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) yield* walk(item, `${pointer}/${key}`);
  }
  yield* walk(manifest.routes, '/routes');
  yield* walk(manifest.navigation, '/navigation');
  yield* walk(manifest.footer, '/footer');
  yield* walk(manifest.comparison, '/comparison');
  yield { pointer: '/site/description', text: manifest.site.description };
  for (const [i, service] of manifest.services.entries()) {
    const at = `/services/${i}`;
    yield* walk(
      { tagline: service.tagline, summary: service.summary, duration: service.duration, terms: service.terms },
      at,
    );
    for (const [t, tier] of service.tiers.entries())
      yield* walk({ scope: tier.scope, features: tier.features }, `${at}/tiers/${t}`);
    for (const [a, addOn] of (service.addOns ?? []).entries()) yield* walk({ note: addOn.note }, `${at}/addOns/${a}`);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A literal that stands alone: not part of a longer word or number ("€1,495" is not "€1,4950"). */
const standingAlone = (literal: string) => new RegExp(`(^|[^\\w])${escape(literal)}(?![\\w,.]\\d|\\w)`);

interface Literal {
  words: string;
  placeholder: string;
  what: string;
}

/** Whether the text types the literal. The pattern is made once per literal: the editor runs this on every edit. */
function finder(literal: Literal): (text: string) => boolean {
  const pattern = standingAlone(literal.words);
  return (text) => text.includes(literal.words) && pattern.test(text);
}

function literalsOf(ctx: CheckContext): Literal[] {
  const money = ctx.site.money;
  return ctx.manifest.services.flatMap((service) => [
    {
      words: service.name,
      placeholder: service.name === ctx.manifest.site.productName ? '{product}' : `{service:${service.id}}`,
      what: `the name of service '${service.id}'`,
    },
    ...service.tiers.map((tier) => ({
      words: formatMoney(tier.price.amount, money),
      placeholder: `{price:${service.id}/${tier.id}}`,
      what: `the price of ${service.name}'s tier '${tier.name}'`,
    })),
    {
      words: headlinePrice(service, money).text,
      placeholder: `{price:${service.id}}`,
      what: `${service.name}'s headline price`,
    },
  ]);
}

export const literalsCheck: Check = {
  rules: ['literal'],
  description:
    "No text types a service's name or price where a placeholder ({service:ID}, {price:ID/TIER}) would keep it right (a warning).",
  run(ctx) {
    const literals = literalsOf(ctx).map((literal) => ({ ...literal, isIn: finder(literal) }));
    for (const { pointer, text } of placeholderTexts(ctx.manifest)) {
      const found = literals.filter((literal) => literal.isIn(text));
      // "From €1,495" is both a headline and a tier price: name the headline only.
      const shown = found.filter(
        (literal) =>
          !found.some(
            (other) => other !== literal && other.words.includes(literal.words) && other.words !== literal.words,
          ),
      );
      for (const literal of shown) {
        ctx.report({
          rule: 'literal',
          severity: 'warning',
          pointer,
          message: `This text types "${literal.words}", ${literal.what}. Write ${literal.placeholder} instead, so the page changes with it.`,
        });
      }
    }
  },
};
