// The facts downloads are written from, all read from site.manifest.json: the firm's name and e-mail, its services
// and every price, formatted by model/price.ts exactly as the site formats them. Content never types a price.
import type { Download, SiteManifest } from '../schema/site.types.ts';
import type { Problem } from '../model/problems.ts';
import { createSite, type ServiceView } from '../model/site.ts';
import { formatPrice } from '../model/price.ts';

export interface Facts {
  manifest: SiteManifest;
  firm: string;
  email: string;
  baseUrl: string;
  /** The site's address without the scheme, for print: "keelwork.eu". */
  host: string;
  /** The firm's description from the manifest. */
  description: string;
  /** Every service as the site shows it (formatted tiers, add-ons, headline price), in manifest order. */
  services: ServiceView[];
  service(id: string): ServiceView;
  /** The service's headline price in one line, e.g. "From €1,495". */
  headline(serviceId: string): string;
  /** One tier's name, e.g. "Full Teardown". */
  tierName(serviceId: string, tierId: string): string;
  /** One tier's price in one line, e.g. "€2,995" or "€7,500 per year". */
  tierPrice(serviceId: string, tierId: string): string;
  /** One add-on's price figure, e.g. "€950" or "€500 per month", found by the add-on's name. */
  addOnPrice(serviceId: string, name: string): string;
  /** The note of an add-on, e.g. "2 calls per month". */
  addOnNote(serviceId: string, name: string): string;
  /** A fact's words from the manifest's "facts", e.g. "24 hours" for 'reply-time'. */
  fact(id: string): string;
  /** The service's term (from its "terms" list) that matches, verbatim. */
  term(serviceId: string, pattern: RegExp): string;
  /** A plain price formatted the site's way, for arithmetic on manifest prices (e.g. a discount). */
  money(amount: number): string;
  /** A service page's full address for print, e.g. "keelwork.eu/services/ops-audit". */
  page(serviceId: string): string;
  download(slug: string): Download;
}

export function createFacts(manifest: SiteManifest): Facts {
  const site = createSite(manifest);
  const problems: Problem[] = [];
  const context = site.context('/downloads', problems);
  const fail = (message: string): never => {
    throw new Error(`Downloads: ${message}`);
  };
  const views = new Map<string, ServiceView>();
  for (const raw of manifest.services) {
    const view = context.service(raw.id);
    if (view) views.set(raw.id, view);
  }
  if (problems.length > 0) fail(problems.map((p) => `${p.place}: ${p.message}`).join('\n'));
  const service = (id: string): ServiceView =>
    views.get(id) ?? fail(`the manifest has no service '${id}' (services: ${[...views.keys()].join(', ')}).`);
  const host = manifest.site.baseUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');

  return {
    manifest,
    firm: manifest.site.firmName,
    email: manifest.site.email,
    baseUrl: manifest.site.baseUrl,
    host,
    description: manifest.site.description,
    services: [...views.values()],
    service,
    headline: (id) => service(id).headline.text,
    tierName(serviceId, tierId) {
      return (
        service(serviceId).tiers.find((t) => t.id === tierId)?.name ??
        fail(`service '${serviceId}' has no tier '${tierId}'.`)
      );
    },
    tierPrice(serviceId, tierId) {
      const tier = service(serviceId).tiers.find((t) => t.id === tierId);
      return tier?.price.text ?? fail(`service '${serviceId}' has no tier '${tierId}'.`);
    },
    addOnPrice(serviceId, name) {
      const addOn = service(serviceId).addOns.find((a) => a.name === name);
      return addOn?.price.text ?? fail(`service '${serviceId}' has no add-on '${name}'.`);
    },
    addOnNote(serviceId, name) {
      const addOn = service(serviceId).addOns.find((a) => a.name === name);
      return addOn?.note ?? fail(`service '${serviceId}' has no add-on '${name}' with a note.`);
    },
    fact: (id) =>
      manifest.facts?.find((f) => f.id === id)?.value ?? fail(`the manifest has no fact '${id}' in "facts".`),
    term(serviceId, pattern) {
      return (
        service(serviceId).terms.find((t) => pattern.test(t)) ??
        fail(`service '${serviceId}' has no term matching ${pattern}.`)
      );
    },
    money: (amount) => formatPrice({ amount }, site.money).text,
    page: (id) => `${host}${service(id).href}`,
    download: (slug) =>
      manifest.downloads.find((d) => d.slug === slug) ?? fail(`the manifest has no download '${slug}'.`),
  };
}
