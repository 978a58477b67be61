import { describe, expect, it } from "vitest";
import { testimonialsFileSchema } from "./schemas/testimonials";
import { loadTestimonials, loadTestimonialsFile } from "./testimonials.server";

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

describe("content/fr/testimonials.yaml", () => {
  it("groups, tags and features each quote as the English file does", () => {
    const pick = ({ testimonials, industries }: ReturnType<typeof loadTestimonialsFile>) => ({
      industries: industries.map((i) => i.id),
      testimonials: testimonials.map(({ company, industry, product, featured }) => ({
        company,
        industry,
        product,
        featured,
      })),
    });
    expect(pick(loadTestimonialsFile("fr"))).toEqual(pick(loadTestimonialsFile("en")));
  });
});

describe("testimonials schema", () => {
  const industries = [{ id: "retail", name: "Retail" }];

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
      industry: "retail",
    };
    const second = {
      quote: "Their support desk answers before the second ring, every single time we call.",
      name: "John Roe",
      position: "Owner",
      company: "Roe and Sons",
      industry: "retail",
      [field]: first[field],
    };
    const result = testimonialsFileSchema.safeParse({ testimonials: [first, second], industries });
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
      industry: "retail",
    });
    expect(
      testimonialsFileSchema.safeParse({ testimonials: [entry(1), entry(2)], industries }).success,
    ).toBe(true);
  });

  const entry = (n: number, more: Record<string, unknown> = {}) => ({
    quote: `Quote number ${n} from a customer who is pleased with the service received.`,
    name: `Person ${n}`,
    position: "Owner",
    company: `Company ${n}`,
    industry: "retail",
    ...more,
  });

  it.each([
    [
      "an industry that is not listed",
      [entry(1), entry(2, { industry: "mining" })],
      ["testimonials", 1, "industry"],
      "is mining, which is not in the industries list at the end of the file (retail)",
    ],
    [
      "a product that is not a product or service page",
      [entry(1, { product: "/company/awards" })],
      ["testimonials", 0, "product"],
      "is /company/awards, which is not a product or service page: use a path such as /software/sage300 or /services/hosting",
    ],
    [
      "a third featured quote",
      [1, 2, 3, 4].map((n) => entry(n, { featured: n < 4 })),
      ["testimonials", 2, "featured"],
      "makes 3 featured testimonials; the page shows 2 at most, so set featured on 2 only",
    ],
    [
      "an industry with only featured quotes",
      [entry(1, { featured: true })],
      ["industries", 0],
      "retail has no testimonial to list under it (featured ones are shown above the groups): give a testimonial industry: retail, or remove the industry",
    ],
  ])("rejects %s, in the editor's words", (_, testimonials, path, message) => {
    const result = testimonialsFileSchema.safeParse({ testimonials, industries });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path, message })]);
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
