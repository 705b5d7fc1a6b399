import { describe, expect, it } from 'vitest';
import { renderBlock, readManifest, textOf } from '../../tests/support/render-page.tsx';
import { contactOptions } from '../../model/contact-options.ts';
import { createSite } from '../../model/site.ts';
import definition from './block.ts';

const block = {
  type: 'contact-form',
  anchor: 'contact',
  heading: 'Get Started',
  submitText: 'Send Message',
  note: 'Mention documents in your message.',
  aside: {
    heading: 'Direct Contact',
    emailText: 'Prefer e-mail? Write to',
    notes: [
      { title: 'Quick Question?', body: 'E-mail us.' },
      { title: 'Confidential & Scoped', body: 'Everything stays between us.' },
    ],
  },
};

/** The control with the given id, and its label's text. */
function field(html: string, name: string) {
  const control = new RegExp(`<(input|select|textarea)[^>]*id="([^"]+-${name})"[^>]*>`).exec(html);
  if (!control) throw new Error(`no ${name} field`);
  const label = new RegExp(`<label for="${control[2]}"[^>]*>([\\s\\S]*?)</label>`).exec(html);
  return { tag: control[0], label: textOf(label?.[1] ?? '') };
}

describe('contact-form block', () => {
  it('labels every field and marks the required ones, visibly and for assistive technology', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    for (const [name, label] of [
      ['name', 'Name'],
      ['email', 'Email'],
      ['service', 'Service'],
      ['message', 'Message'],
    ] as const) {
      const { tag, label: text } = field(html, name);
      expect(text).toBe(`${label} *`);
      expect(tag).toContain('aria-required="true"');
    }
    const company = field(html, 'company');
    expect(company.label).toBe('Company (optional)');
    expect(company.tag).not.toContain('aria-required');
    expect(field(html, 'email').tag).toContain('type="email"');
    expect(field(html, 'message').tag).toContain('rows="6"');
    expect(html).toMatch(/<form novalidate/i);
  });

  it("offers the services' form labels in order, after an empty choice", async () => {
    const { html, manifest } = await renderBlock(block);
    const select = /<select[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    const options = [...select.matchAll(/<option\b([^>]*)>([^<]*)<\/option>/g)].map((m) => [
      /\bvalue(?:="([^"]*)")?/.exec(m[1]!)?.[1] ?? '',
      textOf(m[2]!),
    ]);
    expect(options[0]).toEqual(['', 'Select a service']);
    expect(options.slice(1)).toEqual(contactOptions(manifest).map((o) => [o.code, o.label]));
    expect(options.at(-1)).toEqual(['other', 'Other / General Inquiry']);
  });

  it('has a hidden honeypot field named website, out of the tab order', async () => {
    const { html } = await renderBlock(block);
    const honeypot =
      /<div(?=[^>]*\bclass="visually-hidden")(?=[^>]*\baria-hidden="true")[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ??
      '';
    expect(honeypot).toMatch(/<input[^>]*name="website"/);
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toMatch(/autocomplete="off"/i);
  });

  it("shows the Direct Contact panel with the site's e-mail, its notes, the button and the note", async () => {
    const { html } = await renderBlock(block);
    const email = readManifest().site.email;
    expect(html).toContain(`<a href="mailto:${email}">${email}</a>`);
    const text = textOf(html);
    expect(text).toContain('Direct Contact');
    expect(text).toContain('Quick Question?');
    expect(text).toContain('Confidential & Scoped');
    expect(text).toContain('Mention documents in your message.');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send Message<\/button>/);
  });

  it('reports a thank-you page that does not exist', async () => {
    const manifest = readManifest();
    const audit = manifest.services.find((s) => s.id === 'ops-audit')!;
    audit.thankYouRoute = '/thank-you/missing';
    const { problems } = await renderBlock(block, manifest);
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('"/thank-you/missing" leads to no page')]);
  });

  it("promises the manifest's reply time in the success toast", () => {
    const manifest = readManifest();
    const props = () =>
      definition.resolve!(
        block as Parameters<NonNullable<typeof definition.resolve>>[0],
        createSite(manifest).context('/routes/0/blocks/0', []),
      );
    const replyTime = manifest.facts!.find((f) => f.id === 'reply-time')!;
    expect(props().sentDescription).toBe(`We'll get back to you within ${replyTime.value}.`);
    replyTime.value = '2 business days';
    expect(props().sentDescription).toBe("We'll get back to you within 2 business days.");
  });
});
