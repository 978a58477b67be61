import { describe, expect, it } from "vitest";
import { pages as routes } from "~/lib/route-table";
import { ContentError, parseWith } from "../read";
import { factsByLocale } from "./rich-text";
import { pagesSchema, specialPages } from "./pages";

/** A valid pages.yaml: every page with words of its own. */
function fixture() {
  const pages = Object.fromEntries(
    [...routes.map((r) => r.path), ...specialPages].map((path, i) => [
      path,
      {
        heading: `Heading ${i}`,
        title: `Title ${i}`,
        description: `Description ${i}: a sentence long enough to be a page's own description in results.`,
      },
    ]),
  );
  return { pages, sections: { "/services": "IT services" } };
}

const check = (data: unknown, locale: "en" | "fr" = "en") =>
  parseWith(pagesSchema(locale), data, "content/en/pages.yaml");

describe("pages.yaml", () => {
  it("accepts every page with its own words and fills facts the language's way", () => {
    const data = fixture();
    data.pages["/"]!.title = "Since {foundingYear}, for {companiesServed} companies";
    expect(check(data).pages["/"].title).toBe(
      `Since ${factsByLocale.en.foundingYear}, for ${factsByLocale.en.companiesServed} companies`,
    );
    expect(check(data, "fr").pages["/"].title).toContain(factsByLocale.fr.companiesServed);
  });

  it.each([
    [
      "a page left out",
      (d: ReturnType<typeof fixture>) => delete d.pages["/contact"],
      "pages./contact: is missing",
    ],
    [
      "a description too short for search results",
      (d: ReturnType<typeof fixture>) => (d.pages["/contact"]!.description = "Contact us."),
      "pages./contact.description: is too short: 11 characters, at least 70",
    ],
    [
      "two pages with one title",
      (d: ReturnType<typeof fixture>) => (d.pages["/contact"]!.title = d.pages["/"]!.title),
      "pages./contact.title: is the same as /'s",
    ],
    [
      "an unknown fact",
      (d: ReturnType<typeof fixture>) => (d.pages["/contact"]!.heading = "Since {founded}"),
      "pages./contact.heading: uses the unknown fact {founded}",
    ],
    [
      "a page that is not in the route table",
      (d: ReturnType<typeof fixture>) => Object.assign(d.pages, { "/careers": d.pages["/"] }),
      '"/careers" is not a field here',
    ],
  ])("rejects %s, naming the field", (_what, change, message) => {
    const data = fixture();
    change(data);
    expect(() => check(data)).toThrow(ContentError);
    expect(() => check(data)).toThrow(message);
  });
});
