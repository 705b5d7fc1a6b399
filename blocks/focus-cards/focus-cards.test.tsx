import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';
import { getSelectedService, setSelectedService, subscribeSelectedService } from '../../ui/selected-service.ts';

const block = {
  type: 'focus-cards',
  anchor: 'focus',
  heading: 'Choose Your Focus',
  items: [
    { service: 'ops-audit', text: 'Book an Ops Audit Call' },
    { service: 'rfp-support', text: 'Send Me Your RFP Brief' },
  ],
};

describe('focus-cards block', () => {
  it('shows one toggle button per card, none pressed before a choice, each naming its service', async () => {
    const { html, problems, manifest } = await renderBlock(block);
    expect(problems).toEqual([]);
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(block.items.length);
    for (const button of buttons) {
      expect(button).toContain('type="button"');
      expect(button).toContain('aria-pressed="false"');
    }
    const audit = manifest.services.find((s) => s.id === 'ops-audit')!;
    expect(textOf(html)).toContain(`${audit.name} Book an Ops Audit Call`);
    expect(html).toContain('data-service="rfp-support"');
  });

  it('refuses a card for a service the contact form does not offer', async () => {
    const { problems } = await renderBlock({ ...block, items: [{ service: 'opsos', text: 'License OpsOS' }] });
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining("does not offer the service 'opsos'")]);
    expect(problems[0]!.pointer).toMatch(/\/items\/0\/service$/);
  });

  it('refuses a card for an unknown service', async () => {
    const { problems } = await renderBlock({ ...block, items: [{ service: 'nope', text: 'X' }] });
    expect(problems[0]!.message).toContain("There is no service 'nope'");
  });
});

describe('selected service store', () => {
  it('starts empty, tells subscribers about a change once, and stops telling them after unsubscribing', () => {
    expect(getSelectedService()).toBe('');
    const seen: string[] = [];
    const unsubscribe = subscribeSelectedService(() => seen.push(getSelectedService()));
    setSelectedService('ops-audit');
    setSelectedService('ops-audit');
    setSelectedService('other');
    unsubscribe();
    setSelectedService('');
    expect(seen).toEqual(['ops-audit', 'other']);
    expect(getSelectedService()).toBe('');
  });
});
