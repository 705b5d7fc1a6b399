import { describe, expect, it } from "vitest";
import { renderBlock, textOf } from "../../tests/support/render-page.tsx";

describe("cross-links block", () => {
  it("links to each related service's page with its name, tagline and price", async () => {
    const { html, problems, manifest } = await renderBlock({
      type: "cross-links",
      heading: "Not sure if this is the right fit?",
      services: ["sop-sprint", "fractional-coo"],
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Not sure if this is the right fit\?<\/h2>/);
    expect(html.match(/<a [^>]*>/g)).toHaveLength(2);
    for (const id of ["sop-sprint", "fractional-coo"]) {
      const service = manifest.services.find((s) => s.id === id)!;
      expect(html).toMatch(
        new RegExp(`<h3><a href="${service.route}">${service.name}`),
      );
      expect(textOf(html)).toContain(service.tagline);
    }
    expect(textOf(html)).toContain("€950–€4,950");
    expect(textOf(html)).toContain("€3,000–€6,000 per month");
  });

  it("adds its button when given one", async () => {
    const { html } = await renderBlock({
      type: "cross-links",
      heading: "More",
      services: ["ops-audit"],
      cta: { text: "Book a triage call", href: "/book" },
    });
    expect(html).toMatch(/<a href="\/book"[^>]*>Book a triage call<\/a>/);
    expect(html.match(/<a [^>]*>/g)).toHaveLength(2);
  });

  it('asks "Not sure if this is the right fit?" when no heading is given', async () => {
    const { html } = await renderBlock({
      type: "cross-links",
      services: ["ops-audit"],
    });
    expect(html).toMatch(/<h2[^>]*>Not sure if this is the right fit\?<\/h2>/);
  });

  it("reports an unknown service at its place", async () => {
    const { problems } = await renderBlock({
      type: "cross-links",
      heading: "More",
      services: ["opsos", "ops"],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/blocks\/0\/services\/1$/);
  });
});
