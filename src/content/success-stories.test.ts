import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSuccessStories } from "./success-stories.server";

const fixtures = "../tests/fixtures/content/company";

describe("content/success-stories.yaml", () => {
  const content = loadSuccessStories();

  it("tells three or four stories, each with challenge, approach, result and outcomes", () => {
    expect(content.stories.length).toBeGreaterThanOrEqual(3);
    expect(content.stories.length).toBeLessThanOrEqual(4);
    for (const story of content.stories) {
      expect(story.challenge.length, story.id).toBeGreaterThan(80);
      expect(story.approach.length, story.id).toBeGreaterThan(80);
      expect(story.result.length, story.id).toBeGreaterThan(80);
      expect(story.outcomes.length, story.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("joins every story to its customer's quote in testimonials.yaml", () => {
    for (const story of content.stories) {
      expect(story.testimonial?.company, story.id).toBe(story.customer);
    }
  });

  it("names an illustration that exists", () => {
    expect(existsSync(path.resolve("public/media", content.image.path))).toBe(true);
  });
});

describe("success stories schema", () => {
  it("rejects a story whose testimonial does not exist, naming file and field", () => {
    expect(() =>
      loadSuccessStories("en", `${fixtures}/success-stories-unknown-testimonial.yaml`),
    ).toThrow(
      /success-stories-unknown-testimonial\.yaml is not valid:\n\s+stories\.0\.testimonialFrom: no quote from Nobody In Particular Inc\./,
    );
  });

  it("rejects a misspelt key instead of dropping it (the quote would silently not show)", () => {
    expect(() => loadSuccessStories("en", `${fixtures}/success-stories-misspelt-key.yaml`)).toThrow(
      /success-stories-misspelt-key\.yaml is not valid:\n\s+stories\.0: "testimonialfrom" is not a field here \(check the spelling, capitals included\)/,
    );
  });
});
