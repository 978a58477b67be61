import { describe, expect, it } from "vitest";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { awardLogos, awardsFileSchema, type AwardsContent } from "./schemas/awards";
import { picturePath } from "./schemas/media-path";

describe("awards schema", () => {
  it("rejects a link to a page that does not exist, naming file and field", () => {
    expect(parseFixture(awardsFileSchema, "company/awards-bad-link.yaml")).toThrow(
      /awards-bad-link\.yaml is not valid:\n\s+products\.body\.0: links to \/software\/sage-300, which is not a page/,
    );
  });

  it("rejects an award listed out of order, naming it", () => {
    expect(parseFixture(awardsFileSchema, "company/awards-out-of-order.yaml")).toThrow(
      /awards-out-of-order\.yaml is not valid:\n\s+awards\.1\.year: is 2012, after 2009 above it: list the awards newest first/,
    );
  });

  it("rejects a misspelt key instead of dropping it (a badge would silently not show)", () => {
    expect(parseFixture(awardsFileSchema, "company/awards-misspelt-key.yaml")).toThrow(
      /awards-misspelt-key\.yaml is not valid:\n\s+awards\.0: "Logo" is not a field here \(check the spelling, capitals included\)/,
    );
  });
});

describe("awardLogos", () => {
  it("gives the awards that have a logo, in their order, each with its title and year", () => {
    const logo = (name: string) => ({
      path: picturePath.parse("company/awards/diamond-partner.svg"),
      alt: `Badge: ${name}`,
    });
    const content: AwardsContent = {
      intro: "Intro.",
      awards: [
        { title: "Third award", year: 2019, description: "Text.", logo: logo("third") },
        { title: "Second award", year: 2015, description: "Text." },
        { title: "First award", year: 2009, description: "Text.", logo: logo("first") },
      ],
      products: { heading: "Products", body: [[{ text: "Text." }]] },
    };
    expect(awardLogos(content)).toEqual([
      { title: "Third award", year: 2019, ...logo("third") },
      { title: "First award", year: 2009, ...logo("first") },
    ]);
  });
});
