import { describe, expect, it } from "vitest";
import { navigation } from "~/content/navigation";
import { locales } from "~/i18n/locale";
import { menuSlug } from "./menu-slug";

describe("menuSlug", () => {
  it("makes an id fragment of a label, accents dropped", () => {
    expect(menuSlug("Sage software")).toBe("sage-software");
    expect(menuSlug("Awards & accomplishments")).toBe("awards-accomplishments");
    expect(menuSlug("Société à l’écoute")).toBe("societe-a-l-ecoute");
  });

  it.each(locales)("gives each of the %s menus an id of its own", (locale) => {
    const slugs = navigation[locale].mainMenu.map((group) => menuSlug(group.label));
    expect(slugs.every((slug) => slug.length > 0)).toBe(true);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
