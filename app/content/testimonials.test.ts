import { describe, expect, it } from "vitest";
import { loadTestimonials } from "./testimonials.server";

const fixtures = "../tests/fixtures/content/company";

describe("content/testimonials.yaml", () => {
  const testimonials = loadTestimonials();

  // Staff add quotes; the 16 the site launched with must stay.
  it("holds at least the 16 quotes of the testimonials page", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(16);
  });

  it("gives every quote a name, position and company, all different", () => {
    for (const t of testimonials) {
      expect(t.name.length, t.name).toBeGreaterThan(2);
      expect(t.position.length, t.name).toBeGreaterThan(1);
      expect(t.company.length, t.name).toBeGreaterThan(1);
    }
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(testimonials.length);
    expect(new Set(testimonials.map((t) => t.company)).size).toBe(testimonials.length);
    expect(new Set(testimonials.map((t) => t.quote)).size).toBe(testimonials.length);
  });

  it("keeps each quote to one to three real sentences", () => {
    for (const t of testimonials) {
      const sentences = t.quote.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, t.quote).toBeGreaterThanOrEqual(1);
      expect(sentences.length, t.quote).toBeLessThanOrEqual(3);
      expect(t.quote, t.quote).not.toMatch(/lorem|ipsum|placeholder|TODO/i);
    }
  });
});

describe("testimonials schema", () => {
  it("names the file and the field of an entry without a company", () => {
    expect(() => loadTestimonials(`${fixtures}/testimonials-missing-company.yaml`)).toThrow(
      /tests\/fixtures\/content\/company\/testimonials-missing-company\.yaml is not valid:\n\s+testimonials\.1\.company:/,
    );
  });

  it("rejects a quote too short to say anything", () => {
    expect(() => loadTestimonials(`${fixtures}/testimonials-short-quote.yaml`)).toThrow(
      /testimonials-short-quote\.yaml is not valid:\n\s+testimonials\.0\.quote: is too short/,
    );
  });
});
