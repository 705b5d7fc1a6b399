import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const links = (html: string) => [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({ attrs: m[1]!, name: textOf(m[2]!) }));

describe('downloads block', () => {
  it('shows one card per download, in order, with its type, title and description from the manifest', async () => {
    const { html, problems, manifest } = await renderBlock({
      type: 'downloads',
      heading: 'Downloads Library',
      items: ['rfp-pack', 'client-comms', 'all-resources'],
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Downloads Library<\/h2>/);
    const files = ['rfp-pack', 'client-comms', 'all-resources'].map((slug) => manifest.downloads.find((d) => d.slug === slug)!);
    expect([...html.matchAll(/<article\b/g)]).toHaveLength(3);
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(files.map((f) => f.title));
    const text = textOf(html);
    for (const file of files) expect(text).toContain(`${file.type.toUpperCase()} ${file.title} ${file.description}`);
    expect(text).toContain('PDF RFP Deliverables Pack');
    expect(text).toContain('DOCX Client Comms SOP Template');
    expect(text).toContain('ZIP All Resources');
  });

  it('links each button to its file through the download route, as a download named after the file', async () => {
    const { html } = await renderBlock({ type: 'downloads', heading: 'Files', items: ['rfp-pack', 'client-comms'], buttonText: 'Get it' });
    const found = links(html);
    expect(found.map((l) => /href="([^"]+)"/.exec(l.attrs)![1])).toEqual(['/api/download/rfp-pack', '/api/download/client-comms']);
    for (const link of found) expect(link.attrs).toMatch(/\sdownload(="")?(\s|$)/);
    expect(found.map((l) => l.name)).toEqual(['Get it RFP Deliverables Pack (PDF)', 'Get it Client Comms SOP Template (DOCX)']);
  });

  it('says "Download" on the buttons by default', async () => {
    const { html } = await renderBlock({ type: 'downloads', heading: 'Files', items: ['ops-audit'] });
    expect(links(html).map((l) => l.name)).toEqual(['Download Ops Audit Intake Kit (PDF)']);
  });

  it('reports a slug that names no download, at its place, and leaves it out', async () => {
    const { html, problems } = await renderBlock({ type: 'downloads', heading: 'Files', items: ['ops-audit', 'no-such-file'] });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/blocks\/0\/items\/1$/);
    expect(problems[0]!.message).toContain("no download 'no-such-file'");
    expect(links(html)).toHaveLength(1);
  });
});
