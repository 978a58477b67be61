import { describe, expect, it } from "vitest";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { quotes, testimonialsFileSchema } from "./schemas/testimonials";

describe("testimonials schema", () => {
  const industries = [{ id: "retail", name: "Retail" }];

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

  it.each([
    ["testimonials-missing-company.yaml", "testimonials.1.company: is missing"],
    [
      "testimonials-short-quote.yaml",
      "testimonials.0.quote: is too short: write a real, specific quote of at least 40 characters",
    ],
  ])("%s fails, naming the file and the field", (file, message) => {
    expect(parseFixture(testimonialsFileSchema, `company/${file}`)).toThrow(
      `tests/fixtures/content/company/${file} is not valid:\n  ${message}`,
    );
  });
});

describe("quotes", () => {
  it("gives each testimonial as a card shows it, in file order: the quote and who said it", () => {
    const entry = (n: number) => ({
      quote: `Quote number ${n} from a customer who is pleased with the service received.`,
      name: `Person ${n}`,
      position: "Owner",
      company: `Company ${n}`,
    });
    const file = {
      testimonials: [
        { ...entry(2), industry: "retail", product: "/software/sage300" as const, featured: true },
        { ...entry(1), industry: "retail" },
      ],
    };
    expect(quotes(file)).toEqual([entry(2), entry(1)]);
  });
});
