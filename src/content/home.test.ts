import { describe, expect, it } from "vitest";
import { homeSchema, type HomeContent } from "./schemas/home";
import { featuredStory, loadHome } from "./home.server";
import { ContentError, loadYaml, parseWith } from "./load.server";

/** home.yaml as its schema reads it, before the story and badges are joined to it. */
const homeFile = () => loadYaml("en/home.yaml", homeSchema);

describe("home content", () => {
  it("parses and has three feature cards", () => {
    expect(loadHome().features.cards.map((c) => c.title)).toEqual([
      "Software",
      "IT support",
      "Our customers",
    ]);
  });

  it("features a story of success-stories.yaml, with its figures, in each language", () => {
    for (const locale of ["en", "fr"] as const) {
      const { story } = loadHome(locale);
      expect(story.id).toBe("coastline-marine-supply");
      expect(story.outcomes.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("names the file and field when the featured story is not in success-stories.yaml", () => {
    const home = homeFile();
    const bad = { ...home, story: { ...home.story, id: "no-such-story" } };
    expect(() => featuredStory(bad, [])).toThrow(ContentError);
    expect(() => featuredStory(bad, [])).toThrow(
      /content\/home\.yaml is not valid:\n {2}story\.id: no story has the id no-such-story/,
    );
  });

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
        features: { ...d.features, cards: [...d.features.cards, d.features.cards[0]] },
      }),
      "features.cards:",
    ],
    [
      "a figures band without its fifth figure",
      (d: HomeContent) => ({ ...d, figures: { ...d.figures, stats: d.figures.stats.slice(0, 4) } }),
      "figures.stats:",
    ],
    ["an empty lead", (d: HomeContent) => ({ ...d, hero: { ...d.hero, lead: "" } }), "hero.lead:"],
  ])("rejects %s, naming the file and field", (_name, mutate, message) => {
    const bad = mutate(structuredClone(homeFile()));
    expect(() => parseWith(homeSchema, bad, "content/home.yaml")).toThrow(ContentError);
    expect(() => parseWith(homeSchema, bad, "content/home.yaml")).toThrow(
      new RegExp(
        `content/home\\.yaml is not valid:[\\s\\S]*${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
      ),
    );
  });
});
