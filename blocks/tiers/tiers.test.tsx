import { describe, expect, it } from "vitest";
import {
  readManifest,
  renderBlock,
  textOf,
} from "../../tests/support/render-page.tsx";

/** The HTML of the tier card whose heading is `name`. */
function card(html: string, name: string): string {
  const start = html.indexOf(`<h3>${name}</h3>`);
  expect(start).toBeGreaterThan(-1);
  const open = html.lastIndexOf("<li", start);
  return html.slice(open, html.indexOf("</ul>", start) + 5);
}

describe("tiers block", () => {
  it("shows one card per tier with its label, name, price, scope, features and button", async () => {
    const { html, problems } = await renderBlock({
      type: "tiers",
      heading: "Choose your audit depth",
      service: "ops-audit",
      cta: { text: "Book Audit Call", href: "/book" },
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Choose your audit depth<\/h2>/);
    expect(html.match(/<h3>/g)).toHaveLength(3);
    const quickScan = textOf(card(html, "Quick Scan"));
    expect(quickScan).toContain("Tier 1 Quick Scan €1,495 5-day async audit");
    expect(quickScan).toContain("Top 10 bottlenecks, ranked by cost");
    expect(
      html.match(
        /<a href="\/book"[^>]*>Book Audit Call<span class="visually-hidden">: [^<]+<\/span><\/a>/g,
      ),
    ).toHaveLength(3);
  });

  it("takes each price from the manifest, so changing it there changes the card", async () => {
    const manifest = readManifest();
    manifest.services.find(
      (s) => s.id === "ops-audit",
    )!.tiers[0]!.price.amount = 1695;
    const { html } = await renderBlock(
      { type: "tiers", heading: "Tiers", service: "ops-audit" },
      manifest,
    );
    expect(textOf(card(html, "Quick Scan"))).toContain("€1,695");
    expect(html).not.toContain("1,495");
  });

  it("marks the highlighted tier, and only that one, as most chosen", async () => {
    const { html } = await renderBlock({
      type: "tiers",
      heading: "Tiers",
      service: "ops-audit",
    });
    expect(html.match(/Most chosen/g)).toHaveLength(1);
    expect(textOf(card(html, "Full Teardown"))).toContain("Most chosen");
    expect(textOf(card(html, "Quick Scan"))).not.toContain("Most chosen");
  });

  it("shows units and qualifiers as the manifest states them", async () => {
    const { html } = await renderBlock({
      type: "tiers",
      heading: "Tiers",
      service: "contract-review",
    });
    expect(textOf(card(html, "Over 30 pages"))).toContain("€2,500+");
    expect(textOf(card(html, "Founder/COO Plan"))).toContain(
      "€3,500 per month",
    );
  });

  it("lists the service's add-ons with their prices, unless told not to", async () => {
    const { html } = await renderBlock({
      type: "tiers",
      heading: "Tiers",
      service: "contract-review",
      note: "All prices exclude VAT.",
    });
    const text = textOf(html);
    expect(html).toMatch(/<h3>Add-ons<\/h3>/);
    expect(text).toContain("Rush review (under 24h) +€500");
    expect(text).toContain("Negotiation call support +€500 per hour");
    expect(text).toContain("Custom clause drafting +€300 per clause");
    expect(text.endsWith("All prices exclude VAT.")).toBe(true);
    const hidden = await renderBlock({
      type: "tiers",
      heading: "Tiers",
      service: "contract-review",
      showAddOns: false,
    });
    expect(textOf(hidden.html)).not.toContain("Add-ons");
    expect(textOf(hidden.html)).not.toContain("+€300");
  });

  it("shows add-on notes and terms, unless told not to", async () => {
    const { html, manifest } = await renderBlock({
      type: "tiers",
      heading: "Tiers",
      service: "opsos",
    });
    const opsos = manifest.services.find((s) => s.id === "opsos")!;
    expect(textOf(html)).toContain("one-time setup (static, manual resync)");
    expect(html).toMatch(/<h3>Terms<\/h3>/);
    for (const term of opsos.terms!) expect(textOf(html)).toContain(term);
    const hidden = await renderBlock({
      type: "tiers",
      heading: "Tiers",
      service: "opsos",
      showTerms: false,
    });
    expect(hidden.html).not.toContain("<h3>Terms</h3>");
    expect(textOf(hidden.html)).not.toContain(opsos.terms![0]!);
  });

  it("says that prices are indicative for a custom-quote service, and only then", async () => {
    const custom = await renderBlock({
      type: "tiers",
      heading: "Tiers",
      service: "compliance-risk",
    });
    expect(textOf(custom.html)).toContain("Custom quote · indicative prices");
    expect(textOf(card(custom.html, "Single Project Risk Review"))).toContain(
      "From €7,500",
    );
    const fixed = await renderBlock({
      type: "tiers",
      heading: "Tiers",
      service: "ops-audit",
    });
    expect(textOf(fixed.html)).not.toContain("indicative");
  });

  it("reports an unknown service at its place", async () => {
    const { html, problems } = await renderBlock({
      type: "tiers",
      heading: "Tiers",
      service: "ops-adit",
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/blocks\/0\/service$/);
    expect(html).toMatch(/<h2[^>]*>Tiers<\/h2>/);
  });
});
