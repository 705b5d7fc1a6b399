// What blocks are given instead of the manifest's raw entries: services, tiers, downloads and claims with their
// prices formatted and their placeholders filled in.
import type { Download, Service } from '../../schema/site.types.ts';
import { formatPrice, headlinePrice, type Money, type PriceView } from '../price.ts';
import type { Fill } from './placeholders.ts';

export interface TierView {
  id: string;
  label?: string;
  name: string;
  price: PriceView;
  scope?: string;
  features: string[];
  highlight: boolean;
}

export interface ServiceView {
  id: string;
  name: string;
  href: string;
  tagline: string;
  summary: string;
  duration?: string;
  headline: PriceView;
  tiers: TierView[];
  addOns: { name: string; price: PriceView; note?: string }[];
  terms: string[];
}

export interface DownloadView {
  slug: string;
  title: string;
  href: string;
  type: Download['type'];
  description?: string;
}

export interface ClaimView {
  value: string;
  label: string;
}

/** A service as blocks show it; placeholders in its own fields are reported at those fields (`at`: the service's pointer). */
export function serviceView(service: Service, at: string, money: Money, fill: Fill): ServiceView {
  return {
    id: service.id,
    name: service.name,
    href: service.route,
    tagline: fill(service.tagline, `${at}/tagline`),
    summary: fill(service.summary, `${at}/summary`),
    duration: service.duration === undefined ? undefined : fill(service.duration, `${at}/duration`),
    headline: headlinePrice(service, money),
    tiers: service.tiers.map((tier, t) => ({
      id: tier.id,
      label: tier.label,
      name: tier.name,
      price: formatPrice(tier.price, money),
      scope: tier.scope === undefined ? undefined : fill(tier.scope, `${at}/tiers/${t}/scope`),
      features: (tier.features ?? []).map((f, i) => fill(f, `${at}/tiers/${t}/features/${i}`)),
      highlight: tier.highlight ?? false,
    })),
    addOns: (service.addOns ?? []).map((addOn, a) => ({
      name: addOn.name,
      price: formatPrice(addOn.price, money),
      note: addOn.note === undefined ? undefined : fill(addOn.note, `${at}/addOns/${a}/note`),
    })),
    terms: (service.terms ?? []).map((t, i) => fill(t, `${at}/terms/${i}`)),
  };
}
