// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sideList } from "~content/navigation";
import { SideList } from "./side-list";

afterEach(cleanup);

function renderAt(path: string) {
  return render(<SideList currentPath={path} className="extra-class" />);
}

describe("SideList", () => {
  it("is an aside named by its heading, listing every side-list link", () => {
    renderAt("/support/newsletters");
    const aside = screen.getByRole("complementary", { name: "Software and IT Support" });
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
});
