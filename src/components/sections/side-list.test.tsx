// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { navigation } from "~/content/navigation";

const { sideList } = navigation.en;
import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { localizedPath } from "~/lib/route-table";
import { SideList } from "./side-list";

afterEach(cleanup);

function renderAt(path: string, locale: Locale = "en") {
  return render(
    <Localized locale={locale}>
      <SideList currentPath={path} className="extra-class" />
    </Localized>,
  );
}

describe("SideList", () => {
  it("is an aside named by its heading, listing every side-list link", () => {
    renderAt("/support/newsletters");
    const aside = screen.getByRole("complementary", { name: sideList.title });
    expect(aside.className).toContain("extra-class");
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(sideList.links.map((l) => l.to));
    expect(links.map((l) => l.textContent)).toEqual(sideList.links.map((l) => l.label));
  });

  it("marks only the page being read with aria-current", () => {
    renderAt("/software/sage100");
    const current = screen.getAllByRole("link").filter((l) => l.hasAttribute("aria-current"));
    expect(current.map((l) => [l.textContent, l.getAttribute("aria-current")])).toEqual([
      ["Sage 100", "page"],
    ]);
  });

  it("marks nothing on a page that is not in the list", () => {
    renderAt("/support/newsletters");
    expect(screen.getAllByRole("link").some((l) => l.hasAttribute("aria-current"))).toBe(false);
  });

  it("on a French page, is in French and links to the French pages", () => {
    renderAt("/software/sage-hrms-payroll", "fr");
    screen.getByRole("complementary", { name: navigation.fr.sideList.title });
    const links = screen.getAllByRole("link");
    const { links: french } = navigation.fr.sideList;
    expect(links.map((l) => l.getAttribute("href"))).toEqual(
      french.map((l) => localizedPath(l.to, "fr")),
    );
    expect(links.every((l) => l.getAttribute("href")!.startsWith("/fr/"))).toBe(true);
    const current = links.filter((l) => l.hasAttribute("aria-current"));
    const name = french.find((l) => l.to === "/software/sage-hrms-payroll")!.label;
    expect(current.map((l) => l.textContent)).toEqual([name]);
  });
});
