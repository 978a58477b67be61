import { existsSync } from "node:fs";
import path from "node:path";
import reactRenderer from "@astrojs/react/server.js";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import { namedContent } from "../../src/content/load.server";
import { localizedPages } from "../../src/lib/route-table";
import { views } from "../../src/views";
import { isListed, pageContent, pageContentIn } from "./page-content";

// The container knows Astro's own client directives only; the page entries also use
// ours. Its manifest option is typed as a whole build manifest, of which the
// container reads only the fields given (the rest default), hence the cast.
const clientDirectives = new Map(
  ["idle", "load", "media", "only", "visible", "interaction"].map((name) => [
    name,
    `/* ${name} */`,
  ]),
);
const container = await AstroContainer.create({
  manifest: { clientDirectives } as unknown as NonNullable<
    Parameters<typeof AstroContainer.create>[0]
  >["manifest"],
});
container.addServerRenderer({ renderer: reactRenderer });

describe("pageContent", () => {
  it.each(localizedPages.map((page) => [page.path, page] as const))(
    "%s lists every content path its page reads",
    async (_path, page) => {
      const view = views[page.canonical];
      const listed = pageContentIn(page.canonical, page.locale);
      const props = { locale: page.locale, ...("slug" in view ? { slug: view.slug } : {}) };
      const paths = await namedContent(() =>
        container.renderToString(view.component as Parameters<typeof container.renderToString>[0], {
          props,
        }),
      );
      expect(paths.filter((named) => !isListed(named, listed))).toEqual([]);
      if (listed.length > 0) expect(paths.length).toBeGreaterThan(0);
    },
  );

  it("names only paths that exist under content/", () => {
    const missing = Object.values(pageContent)
      .flat()
      .filter((entry) => entry !== "site.ts" && !existsSync(path.join("content/en", entry)));
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
