import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namedContent } from "../../src/content/load.server";
import { pages } from "../../src/lib/route-table";
import { isListed, pageContent } from "./page-content";

describe("pageContent", () => {
  it.each(pages.map((page) => [page.path, page.file] as const))(
    "%s lists every content path its loader reads",
    async (pagePath, file) => {
      const route = (await import(`../../src/${file}`)) as { loader?: () => unknown };
      const listed = pageContent[pagePath];
      if (!route.loader) {
        expect(listed).toEqual([]);
        return;
      }
      const paths = await namedContent(route.loader);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((named) => !isListed(named, listed))).toEqual([]);
    },
  );

  it("names only paths that exist under content/", () => {
    const missing = Object.values(pageContent)
      .flat()
      .filter((entry) => !existsSync(path.join("content", entry)));
    expect(missing).toEqual([]);
  });

  it.each([
    ["awards.yaml", ["awards.yaml"], true],
    ["software/sage300.yaml", ["software"], true],
    ["software/sage300.yaml", ["software/sage100.yaml"], false],
    ["software-old/x.yaml", ["software"], false],
    ["awards.yaml", [], false],
  ] as const)("isListed(%s, %j) is %s", (named, listed, expected) => {
    expect(isListed(named, listed)).toBe(expected);
  });
});
