// The fixture site with the services and downloads it leaves out but project code names by id: the document sources in
// documents/content (the SOP sprint, the vendor and compliance services, the Strategic Operator residence, the
// Fractional COO retainer) and the examples in the block schemas (also the contract review). The fixture lists six
// documents; with these, every document source can be generated and every schema example resolves. The services are
// the tests' own, named and priced unlike any real site.
import type { Download, Service, SiteManifest, Tier } from '../../schema/site.types.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

function service(id: string, name: string, tiers: Service['tiers'], extra: Partial<Service> = {}): Service {
  return {
    id,
    name,
    route: `/services/${id}`,
    tagline: 'Done for you, inside your own tools.',
    summary: `What service '${id}' covers, in one sentence.`,
    tiers,
    ...extra,
  };
}

function tier(id: string, name: string, price: Tier['price'], features = ['One feature']): Tier {
  return { id, name, price, scope: `${name} scope`, features };
}

const EXTRA_SERVICES: Service[] = [
  service(
    'sop-sprint',
    'Process Writing Sprint',
    [
      tier('core-sops', 'Core Processes', { amount: 1010 }),
      tier('department-build', 'Department Build', { amount: 2010 }),
    ],
    {
      headlinePrice: 'range',
    },
  ),
  service(
    'vendor-support',
    'Supplier Readiness Support',
    [tier('audit-fix-plan', 'Readiness Review', { amount: 3030 })],
    { duration: 'Reply within two days' },
  ),
  service(
    'compliance-risk',
    'Workforce Compliance Review',
    [tier('single-project', 'One Project', { amount: 7070 }), tier('spot-check', 'Spot Check', { amount: 1990 })],
    {
      headlinePrice: 'custom-quote',
      terms: ['Legal review stays with your counsel: we test the evidence, they advise on the law.'],
    },
  ),
  service('strategic-operator', 'Operator Residence', [
    tier('residence', 'Quarter Residence', { amount: 24040 }, [
      'Month 1: map and steady',
      'Month 2: build the rhythm',
      'Month 3: hand it over',
    ]),
  ]),
  service('fractional-coo', 'Part-time COO', [
    tier('essential', 'Essential', { amount: 3030, upTo: 6060, unit: 'month' }),
  ]),
  service(
    'contract-review',
    'Contract Check',
    [
      tier('up-to-10', 'Short Contract', { amount: 810 }),
      tier('over-30', 'Long Contract', { amount: 2610, qualifier: 'and-up' }),
    ],
    {
      addOns: [{ name: 'Rush check', price: { amount: 410, qualifier: 'add-on' } }],
    },
  ),
];

const download = (slug: string, title: string): Download => ({
  slug,
  title,
  file: `${slug}.pdf`,
  type: 'pdf',
  description: `${title}, for the tests.`,
});

const EXTRA_DOWNLOADS: Download[] = [
  download('sop-checklist', 'Process Sprint Checklist'),
  download('vendor-prep', 'Supplier Prep Sheet'),
  download('compliance-pack', 'Workforce Compliance Pack'),
  download('strategic-operator-outline', 'Residence Outline'),
  download('strategic-operator-engagement', 'Residence Engagement Terms'),
  download('strategic-operator-intake', 'Residence Intake Form'),
  download('opsos-sample-toolkit', 'Framework Sample Toolkit'),
  download('opsos-license-terms', 'Framework Licence Terms'),
];

/** A fresh copy of the fixture manifest with the services and downloads above added. */
export function manifestWithMoreServices(): SiteManifest {
  const manifest = fixtureManifest();
  manifest.services.push(...structuredClone(EXTRA_SERVICES));
  manifest.downloads.push(...structuredClone(EXTRA_DOWNLOADS));
  return manifest;
}
