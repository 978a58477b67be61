import { describe, expect, it } from "vitest";
import { committedData } from "../../tests/fixtures/content/fixtures";
import { featuredStory } from "./home";
import { ContentError, parseWith } from "./read";
import { homeSchema, type HomeContent } from "./schemas/home";
import { successStoriesFileSchema } from "./schemas/success-stories";

/** content/en/home.yaml as written: a valid home page to break one rule at a time. */
const homeFile = () => structuredClone(committedData("en/home.yaml")) as HomeContent;
const home = parseWith(homeSchema, homeFile(), "content/en/home.yaml");
const { stories } = parseWith(
  successStoriesFileSchema,
  committedData("en/success-stories.yaml"),
  "content/en/success-stories.yaml",
);

describe("the featured story", () => {
  it("is the story of success-stories.yaml that home.yaml names, with the home page's words for it", () => {
    const story = stories.at(-1)!;
    const featured = featuredStory({ ...home, story: { ...home.story, id: story.id } }, stories);
    expect(featured).toEqual({
      ...story,
      eyebrow: home.story.eyebrow,
      linkLabel: home.story.linkLabel,
    });
  });

  it("names the file and field when the story is not in success-stories.yaml", () => {
    const bad = { ...home, story: { ...home.story, id: "no-such-story" } };
    const feature = () => featuredStory(bad, stories, "content/fr/home.yaml");
    expect(feature).toThrow(ContentError);
    expect(feature).toThrow(
      `content/fr/home.yaml is not valid:\n  story.id: no story has the id no-such-story in success-stories.yaml (one of: ${stories.map((s) => s.id).join(", ")})`,
    );
  });
});

describe("home schema", () => {
  it.each([
    [
      "a link to a page that is not canonical",
      (d: HomeContent) => ({
        ...d,
        hero: { ...d.hero, primaryAction: { label: "Go", to: "/software/" } },
      }),
      "hero.primaryAction.to: is /software/, which is an old address of /software: use /software",
    ],
    [
      "a link to no page at all",
      (d: HomeContent) => ({
        ...d,
        hero: { ...d.hero, primaryAction: { label: "Go", to: "/contact-us" } },
      }),
      "hero.primaryAction.to: is /contact-us, which is not a page of this site (use a canonical path such as /contact)",
    ],
    [
      "a fourth feature card",
      (d: HomeContent) => ({
        ...d,
        features: { ...d.features, cards: [...d.features.cards, d.features.cards[0]!] },
      }),
      "features.cards:",
    ],
    [
      "a figures band without its fifth figure",
      (d: HomeContent) => ({ ...d, figures: { ...d.figures, stats: d.figures.stats.slice(0, 4) } }),
      "figures.stats:",
    ],
    [
      "a word for a figure",
      (d: HomeContent) => ({
        ...d,
        figures: {
          ...d.figures,
          stats: d.figures.stats.map((s, i) => (i === 0 ? { ...s, value: "Daily" } : s)),
        },
      }),
      'figures.stats.0.value: is "Daily", which is not a figure',
    ],
    ["an empty lead", (d: HomeContent) => ({ ...d, hero: { ...d.hero, lead: "" } }), "hero.lead:"],
    [
      "a carousel position that does not say which quote is shown",
      (d: HomeContent) => ({
        ...d,
        testimonials: { ...d.testimonials, position: "{total} testimonials" },
      }),
      "testimonials.position: must hold {current} and {total} once each",
    ],
  ])("rejects %s, naming the file and field", (_name, mutate, message) => {
    const check = () => parseWith(homeSchema, mutate(homeFile()), "content/en/home.yaml");
    expect(check).toThrow(ContentError);
    expect(check).toThrow(
      new RegExp(
        `content/en/home\\.yaml is not valid:[\\s\\S]*${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
      ),
    );
  });
});
