import { describe, expect, it } from "vitest";
import {
  readManifest,
  renderBlock,
  textOf,
} from "../../tests/support/render-page.tsx";

const ids = [
  "ops-audit",
  "rfp-support",
  "fractional-coo",
  "sop-sprint",
  "compliance-risk",
];

describe("service-cards block", () => {
  it("shows one card per service, each a named heading with a link to its page", async () => {
    const { html, problems, manifest } = await renderBlock({
      type: "service-cards",
      heading: "Our Core Services",
      services: ids,
      buttonText: "Explore",
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Our Core Services<\/h2>/);
    expect(html.match(/<li[\s>]/g)).toHaveLength(ids.length);
    expect(html.match(/<h3[\s>]/g)).toHaveLength(ids.length);
    expect(html.match(/<a [^>]*>/g)).toHaveLength(ids.length);
    for (const id of ids) {
      const service = manifest.services.find((s) => s.id === id)!;
      expect(html).toContain(`<h3>${service.name.replace("&", "&amp;")}</h3>`);
      // The link reads "Explore <service name>" to a screen reader; "Explore" alone to the eye.
      expect(textOf(html)).toContain(`Explore ${service.name}`);
      expect(html).toMatch(
        new RegExp(
          `<a href="${service.route}"[^>]*>Explore<span class="visually-hidden"> `,
        ),
      );
    }
  });

  it("shows each service's price worked out from its tiers, and its duration", async () => {
    const { html } = await renderBlock({
      type: "service-cards",
      heading: "S",
      services: ids,
    });
    const text = textOf(html);
    expect(text).toContain("From €1,495");
    expect(text).toContain("€3,000–€6,000 per month");
    expect(text).toContain("€950–€4,950");
    expect(text).toContain("Custom quote (indicative from €1,800)");
    expect(text).toContain(
      "5-day audit · 90-day roadmap within 5 business days",
    );
    expect(text).toContain("Learn more Operations Reset Audit");
  });

  it("follows a price changed in the manifest", async () => {
    const manifest = readManifest();
    const audit = manifest.services.find((s) => s.id === "ops-audit")!;
    audit.tiers[0]!.price.amount = 1295;
    const { html } = await renderBlock(
      { type: "service-cards", heading: "S", services: ["ops-audit"] },
      manifest,
    );
    expect(textOf(html)).toContain("From €1,295");
    expect(textOf(html)).not.toContain("1,495");
  });

  it("reports an unknown service at its place and leaves its card out", async () => {
    const { html, problems } = await renderBlock({
      type: "service-cards",
      heading: "S",
      services: ["ops-audit", "ops-audti"],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/blocks\/0\/services\/1$/);
    expect(html.match(/<li[\s>]/g)).toHaveLength(1);
  });
});
