// The downloads behind /api/download/{slug}, generated as the build does from the fixture site with a download for
// every document source (./more-services.ts): every download exists with the right format, PDFs have real pages and
// text, the Services Overview shows the manifest's prices, the ZIP holds every other download, and generating twice
// gives the same bytes.
import { writeFileSync, mkdirSync, mkdtempSync, readFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { SiteManifest } from '../../schema/site.types.ts';
import { createFacts } from '../../documents/facts.ts';
import type { BuiltDownload } from '../../documents/render.ts';
import { writeBuiltDownloads } from '../../site/node.ts';
import { documentSources } from '../../documents/content/index.ts';
import { checkSite } from '../../site/check.ts';
import { manifestWithMoreServices } from './more-services.ts';
import { pageCount, pdfText } from './pdf-text.ts';

const manifest = manifestWithMoreServices();
const facts = createFacts(manifest);
const outDir = mkdtempSync(join(tmpdir(), 'downloads-built-'));
const built = await writeBuiltDownloads(outDir, manifest);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
const builtFile = (file: string) => readFileSync(join(outDir, file));
const bySlug = (slug: string) => manifest.downloads.find((d) => d.slug === slug)!;

const MAGIC: Record<string, string> = { pdf: '%PDF-', docx: 'PK\x03\x04', zip: 'PK\x03\x04' };

describe('every download of the manifest', () => {
  it.each(manifest.downloads.map((d) => [d.slug, d] as const))(
    '%s has a file whose format matches its type',
    (_slug, download) => {
      const path = join(outDir, download.file);
      expect(existsSync(path), `${path} is missing`).toBe(true);
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, MAGIC[download.type]!.length).toString('latin1')).toBe(MAGIC[download.type]);
    },
  );

  const pdfs = manifest.downloads.filter((d) => d.type === 'pdf');
  it.each(pdfs.map((d) => [d.slug, d] as const))(
    '%s is a PDF of at least 2 pages, with the firm and its e-mail on it',
    (_slug, download) => {
      const pdf = builtFile(download.file);
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
      const text = pdfText(pdf);
      expect(text).toContain(download.title);
      expect(text).toContain(manifest.site.email);
      expect(text).toContain(`Page 2 of ${pageCount(pdf)}`);
    },
  );
});

describe('the Services Overview', () => {
  const text = pdfText(builtFile(bySlug('services-overview').file));

  it.each(facts.services.map((s) => [s.id, s] as const))(
    'shows %s with its headline price and every tier and add-on price',
    (_id, service) => {
      expect(text).toContain(service.name);
      expect(text).toContain(`Headline price: ${service.headline.text}`);
      for (const tier of service.tiers) expect(text, `${service.id}/${tier.id}`).toContain(tier.price.text);
      for (const addOn of service.addOns)
        expect(text, `${service.id} add-on ${addOn.name}`).toContain(addOn.price.text);
    },
  );
});

describe('content agrees with the spec and the manifest', () => {
  const textOf = (slug: string) => pdfText(builtFile(bySlug(slug).file));

  it('the Ops Audit Intake Kit is for founders with €500K–€5M revenue', () => {
    expect(textOf('ops-audit')).toContain('€500K–€5M revenue');
  });

  it('the SOP Sprint Checklist is for teams scaling beyond 10 FTEs', () => {
    expect(textOf('sop-checklist')).toContain('scaling beyond 10 FTEs');
  });

  it('the OpsOS licence terms carry the manifest prices and the licensing rules', () => {
    const text = textOf('opsos-license-terms');
    expect(text).toContain(`${facts.tierPrice('opsos', 'annual-licence')} per legal entity`);
    expect(text).toContain(facts.addOnPrice('opsos', 'Internal-stack install'));
    expect(text).toContain(facts.addOnPrice('opsos', 'Advisory hotline'));
    for (const term of facts.service('opsos').terms) expect(text).toContain(term);
    expect(text).toContain('Former clients only');
    expect(text).toContain('Internal use only, per legal entity');
    expect(text).toContain('under NDA');
    expect(text).toContain('no white-label or agency licensing');
  });

  it('the Strategic Operator documents name the fee, the stages, the client limit and the target revenue from the manifest', () => {
    for (const slug of ['strategic-operator-outline', 'strategic-operator-engagement']) {
      const text = textOf(slug);
      expect(text).toContain(facts.tierPrice('strategic-operator', 'residence'));
      expect(text).toContain(`${facts.fact('operator-capacity')} at a time`);
      expect(text).toContain(facts.fact('operator-revenue'));
      expect(text).toContain('three monthly stages');
    }
  });
});

describe('the Client Comms SOP Template', () => {
  const files = unzipSync(builtFile(bySlug('client-comms').file));
  const xml = (name: string) => new TextDecoder().decode(files[name]);

  it('is a Word document with the SOP sections and templates', () => {
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
    const body = xml('word/document.xml');
    for (const section of [
      'Purpose',
      'Scope',
      'Roles and responsibilities',
      'Communication cadence',
      'Escalation matrix',
      'Weekly update',
      'Incident notice',
      'Handover notice',
    ]) {
      expect(body).toContain(section);
    }
    expect(body).toContain('w14:checkbox');
  });

  it('has the firm and its e-mail in the footer', () => {
    const footers = Object.keys(files).filter((name) => /^word\/footer\d*\.xml$/.test(name));
    expect(footers.map(xml).join('')).toContain(`${manifest.site.firmName}  ·  ${manifest.site.email}`);
  });
});

describe('the All Resources ZIP', () => {
  it('holds every other download, byte for byte, and not itself', () => {
    for (const zip of manifest.downloads.filter((d) => d.type === 'zip')) {
      const entries = unzipSync(builtFile(zip.file));
      const others = manifest.downloads.filter((d) => d.type !== 'zip');
      expect(Object.keys(entries).sort()).toEqual(others.map((d) => d.file).sort());
      for (const other of others)
        expect(Buffer.from(entries[other.file]!).equals(builtFile(other.file)), other.file).toBe(true);
    }
  });
});

describe('the generator', () => {
  let dir: string;
  let fresh: BuiltDownload[];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'downloads-'));
    fresh = await writeBuiltDownloads(dir, manifest);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the same bytes every time from the same manifest (a rebuild changes no file that did not change)', () => {
    const changed = fresh
      .filter((f) => !f.bytes.equals(built.find((b) => b.slug === f.slug)!.bytes))
      .map((f) => f.file);
    expect(changed).toEqual([]);
    for (const f of fresh) expect(readFileSync(join(dir, f.file)).equals(f.bytes)).toBe(true);
  });

  it('asks no hand-made file of a download it generates, so the check and the generator agree', () => {
    const { problems } = checkSite(JSON.stringify(manifest), { downloads: { shown: 'downloads', files: [] } });
    const missing = problems.filter((p) => p.rule === 'download-files').map((p) => p.pointer);
    const handMade = manifest.downloads.flatMap((d, i) =>
      d.type === 'zip' || documentSources[d.slug] ? [] : [`/downloads/${i}/file`],
    );
    expect(missing).toEqual(handMade);
  });

  it('puts a changed manifest price into the Services Overview, so a stale file cannot pass', async () => {
    const changed = structuredClone(manifest) as SiteManifest;
    const tier = changed.services.find((s) => s.id === 'ops-audit')!.tiers[0]!;
    tier.price = { ...tier.price, amount: tier.price.amount + 100 };
    const out = mkdtempSync(join(tmpdir(), 'downloads-changed-'));
    try {
      const files = await writeBuiltDownloads(out, changed);
      const overview = files.find((f) => f.slug === 'services-overview')!;
      expect(overview.bytes.equals(builtFile(overview.file))).toBe(false);
      expect(pdfText(overview.bytes)).toContain(createFacts(changed).headline('ops-audit'));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('copies a file made by hand for a download it has no content for (and bundles it), and refuses one with neither', async () => {
    const extra = structuredClone(manifest) as SiteManifest;
    extra.downloads.push({ slug: 'no-such-doc', title: 'Nothing', file: 'nothing.pdf', type: 'pdf' });
    const scratch = mkdtempSync(join(tmpdir(), 'downloads-extra-'));
    const own = join(scratch, 'own');
    const out = join(scratch, 'out');
    mkdirSync(own);
    try {
      await expect(writeBuiltDownloads(out, extra, own)).rejects.toThrow(
        /has no file: put nothing\.pdf in the downloads folder/,
      );
      writeFileSync(join(own, 'nothing.pdf'), '%PDF-1.4 supplied by hand');
      const files = await writeBuiltDownloads(out, extra, own);
      expect(files.find((f) => f.slug === 'no-such-doc')!.bytes.toString()).toBe('%PDF-1.4 supplied by hand');
      expect(readFileSync(join(out, 'nothing.pdf'), 'utf8')).toBe('%PDF-1.4 supplied by hand');
      expect(readdirSync(own)).toEqual(['nothing.pdf']);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
