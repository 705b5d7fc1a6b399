import { describe, expect, it } from 'vitest';
import { readManifest, renderBlock, textOf } from '../../tests/support/render-page.tsx';

const rows = ['executes', 'your-tools', 'onboarding'];

describe('comparison block', () => {
  it('is a real table: a caption, "Feature" and the manifest columns as column headers, the firm first', async () => {
    const { html, problems, manifest } = await renderBlock({
      type: 'comparison',
      heading: 'Operators, not consultants',
      rows,
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Operators, not consultants<\/h2>/);
    expect(html).toMatch(/<table[^>]*>\s*<caption[^>]*>[^<]+<\/caption>/);
    const headers = [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
    const [, ...others] = manifest.comparison.columns;
    expect(headers).toEqual(['Feature', manifest.site.firmName, ...others]);
  });

  it('shows the chosen rows in order, with yes/no as marks that a screen reader reads', async () => {
    const { html } = await renderBlock({
      type: 'comparison',
      heading: 'C',
      rows,
    });
    const rowHeaders = [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(rowHeaders).toEqual(['Executes', 'Delivers in Your Tools', 'Needs Onboarding']);
    const body = textOf(html.slice(html.indexOf('<tbody>')));
    expect(body).toContain('Executes Yes No Yes');
    expect(body).toContain('Delivers in Your Tools Yes Sometimes Yes');
    expect(body).toContain('Needs Onboarding No Yes Yes');
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(8);
  });

  it('follows the manifest when a row changes', async () => {
    const manifest = readManifest();
    manifest.comparison.rows.find((r) => r.id === 'executes')!.values = [true, 'Partly', false];
    const { html } = await renderBlock({ type: 'comparison', heading: 'C', rows: ['executes'] }, manifest);
    expect(textOf(html.slice(html.indexOf('<tbody>')))).toContain('Executes Yes Partly No');
  });

  it('reports an unknown row at its place, naming the known ones', async () => {
    const { html, problems } = await renderBlock({
      type: 'comparison',
      heading: 'C',
      rows: ['executes', 'cheap'],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/blocks\/0\/rows\/1$/);
    expect(problems[0]!.message).toContain("'cheap'");
    expect(problems[0]!.message).toContain('pressure-tested');
    expect(html.match(/<th scope="row">/g)).toHaveLength(1);
  });
});
