import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCollections, setCollection } from "../../tests/fixtures/content/collections";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { ContentError } from "./read";
import { successStoriesFileSchema } from "./schemas/success-stories";
import { loadSuccessStories } from "./success-stories";

vi.mock(
  "astro:content",
  async () => (await import("../../tests/fixtures/content/collections")).astroContent,
);

afterEach(clearCollections);

const quote = {
  quote: "Ridgeline rebuilt our month-end close and trained every member of the finance team.",
  name: "Alex Sample",
  position: "Controller",
  company: "Sample Holdings",
};
const testimonials = {
  testimonials: [{ ...quote, industry: "distribution", product: "/software/sage300" }],
  industries: [{ id: "distribution", name: "Distribution" }],
};

/** The fixture's one story, quoting `company`, or no one. */
function storiesQuoting(company?: string) {
  const content = parseFixture(
    successStoriesFileSchema,
    "company/success-stories-unknown-testimonial.yaml",
  )();
  const [story] = content.stories;
  const { testimonialFrom: _, ...unquoted } = story!;
  return { ...content, stories: [company ? { ...unquoted, testimonialFrom: company } : unquoted] };
}

function setContent(locale: "en" | "fr", stories: ReturnType<typeof storiesQuoting>) {
  setCollection("successStories", [{ id: `${locale}/success-stories`, data: stories }]);
  setCollection("testimonials", [{ id: `${locale}/testimonials`, data: testimonials }]);
}

describe("success stories and their customers' quotes", () => {
  it("show with each story the quote of the company it names, as a card shows it", async () => {
    setContent("en", storiesQuoting(quote.company));
    const { stories } = await loadSuccessStories("en");
    expect(stories[0]!.testimonial).toEqual(quote);
  });

  it("leave a story that names no quote without one", async () => {
    setContent("en", storiesQuoting());
    const { stories } = await loadSuccessStories("en");
    expect(stories[0]).not.toHaveProperty("testimonial");
  });

  it("reject a story whose company has no quote, naming file and field", async () => {
    setContent("fr", storiesQuoting("Nobody In Particular Inc."));
    const load = () => loadSuccessStories("fr");
    await expect(load()).rejects.toThrow(ContentError);
    await expect(load()).rejects.toThrow(
      "content/fr/success-stories.yaml is not valid:\n  stories.0.testimonialFrom: no quote from Nobody In Particular Inc. in content/fr/testimonials.yaml",
    );
  });
});

describe("success stories schema", () => {
  it("rejects a misspelt key instead of dropping it (the quote would silently not show)", () => {
    expect(
      parseFixture(successStoriesFileSchema, "company/success-stories-misspelt-key.yaml"),
    ).toThrow(
      'tests/fixtures/content/company/success-stories-misspelt-key.yaml is not valid:\n  stories.0: "testimonialfrom" is not a field here (check the spelling, capitals included)',
    );
  });
});
