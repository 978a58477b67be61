import { describe, expect, it } from "vitest";
import { homeSchema } from "./schemas/home";
import { loadHome } from "./home.server";
import { ContentError, parseWith } from "./load.server";

describe("home content", () => {
  it("parses and has three feature cards", () => {
    expect(loadHome().features.cards.map((c) => c.title)).toEqual([
      "Software",
      "IT Support",
      "Our Customers",
    ]);
  });

  it.each([
    [
      "a link to a page that is not canonical",
      (d: ReturnType<typeof loadHome>) => ({
        ...d,
        hero: { ...d.hero, primaryAction: { label: "Go", to: "/software/" } },
      }),
      "hero.primaryAction.to: is /software/, which is an old address of /software: use /software",
    ],
    [
      "a link to no page at all",
      (d: ReturnType<typeof loadHome>) => ({
        ...d,
        hero: { ...d.hero, primaryAction: { label: "Go", to: "/contact-us" } },
      }),
      "hero.primaryAction.to: is /contact-us, which is not a page of this site (use a canonical path such as /contact)",
    ],
    [
      "a fourth feature card",
      (d: ReturnType<typeof loadHome>) => ({
        ...d,
        features: { ...d.features, cards: [...d.features.cards, d.features.cards[0]] },
      }),
      "features.cards:",
    ],
    [
      "an empty lead",
      (d: ReturnType<typeof loadHome>) => ({ ...d, hero: { ...d.hero, lead: "" } }),
      "hero.lead:",
    ],
  ])("rejects %s, naming the file and field", (_name, mutate, message) => {
    const bad = mutate(structuredClone(loadHome()));
    expect(() => parseWith(homeSchema, bad, "content/home.yaml")).toThrow(ContentError);
    expect(() => parseWith(homeSchema, bad, "content/home.yaml")).toThrow(
      new RegExp(
        `content/home\\.yaml is not valid:[\\s\\S]*${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
      ),
    );
  });
});
