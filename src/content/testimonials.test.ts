import { describe, expect, it } from "vitest";
import { testimonialsFileSchema } from "./schemas/testimonials";
import { loadTestimonials } from "./testimonials.server";

const fixtures = "../tests/fixtures/content/company";

describe("content/testimonials.yaml", () => {
  const testimonials = loadTestimonials();

  // Staff add quotes; the 16 the site launched with must stay.
  it("holds at least the 16 quotes of the testimonials page", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(16);
  });

  it("gives every quote a name, position and company", () => {
    for (const t of testimonials) {
      expect(t.name.length, t.name).toBeGreaterThan(2);
      expect(t.position.length, t.name).toBeGreaterThan(1);
      expect(t.company.length, t.name).toBeGreaterThan(1);
    }
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
  it("explains a YAML slip: a colon and a space in a value without quotes", () => {
    expect(() => loadTestimonials("en", `${fixtures}/testimonials-unquoted-colon.yaml`)).toThrow(
      /testimonials-unquoted-colon\.yaml could not be read: Nested mappings are not allowed[\s\S]*position: Controller: Finance[\s\S]*Most often: a value with a colon and a space in it \(Title: subtitle\) needs double\n\s+quotes around it/,
    );
  });

  it.each([
    ["quote", "repeats the quote of testimonials.0"],
    ["name", "Jane Doe is already quoted in testimonials.0"],
    ["company", "Acme Ltd already has a quote, testimonials.0 (one quote per company)"],
  ] as const)("rejects a second entry with the same %s, naming the first", (field, message) => {
    const first = {
      quote: "Ridgeline moved our ledgers to the cloud in a weekend and nobody noticed.",
      name: "Jane Doe",
      position: "Controller",
      company: "Acme Ltd",
    };
    const second = {
      quote: "Their support desk answers before the second ring, every single time we call.",
      name: "John Roe",
      position: "Owner",
      company: "Roe and Sons",
      [field]: first[field],
    };
    const result = testimonialsFileSchema.safeParse({ testimonials: [first, second] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["testimonials", 1, field], message }),
    ]);
  });

  it("accepts different people from different companies", () => {
    const entry = (n: number) => ({
      quote: `Quote number ${n} from a customer who is pleased with the service received.`,
      name: `Person ${n}`,
      position: "Owner",
      company: `Company ${n}`,
    });
    expect(testimonialsFileSchema.safeParse({ testimonials: [entry(1), entry(2)] }).success).toBe(
      true,
    );
  });

  it("names the file and the field of an entry without a company", () => {
    expect(() => loadTestimonials("en", `${fixtures}/testimonials-missing-company.yaml`)).toThrow(
      /tests\/fixtures\/content\/company\/testimonials-missing-company\.yaml is not valid:\n\s+testimonials\.1\.company:/,
    );
  });

  it("rejects a quote too short to say anything", () => {
    expect(() => loadTestimonials("en", `${fixtures}/testimonials-short-quote.yaml`)).toThrow(
      /testimonials-short-quote\.yaml is not valid:\n\s+testimonials\.0\.quote: is too short/,
    );
  });
});
