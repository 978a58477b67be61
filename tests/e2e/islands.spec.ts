import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { pages } from "../../src/lib/route-table";
import {
  expect,
  hydrate,
  isLauncherScript,
  islandOf,
  launcherScripts,
  pageOwnScripts,
  test,
} from "./support/fixtures";
import { ui } from "./support/content";

/**
 * A page is HTML and CSS: it loads no script of its own. Only an island loads its
 * code, and only once the visitor reaches it (the carousel, scrolled near) or starts
 * using it (the contact form, the video library). Each island's own behaviour, with
 * and without JavaScript, is tested in home, contact and support specs.
 *
 * Every page loads the search launcher (three small modules: fixtures.ts,
 * launcherScripts), which opens the header's search dialog; search itself loads when
 * opened, or on the results page when used or given a query (search.spec.ts).
 *
 * The one exception is no framework: the pages with Enlarge or play links (the five
 * product pages) load one small page script, and Vite's helper for its dynamic import
 * of the image viewer (src/components/enhance/media-links.astro; what they do is
 * tested in image-preview and software specs).
 */

/** The pages with an island, and how a visitor first reaches each island. */
const t = ui("en");
const islandPages: Record<string, (page: Page) => Locator> = {
  "/": (page) => page.getByRole("region", { name: t.home.carousel.label }),
  "/contact": (page) => page.getByLabel(t.contact.form.labels.name, { exact: true }),
  "/support/training-videos": (page) =>
    page.getByRole("searchbox", { name: t.support.videoLibrary.filterLabel }),
};

/** The product pages' media-link script (its import helper is the launcher's too). */
const mediaScript = /^\/assets\/media-links\.[\w.-]+\.js$/;
const hasMediaLinks = (route: string) => route.startsWith("/software/");

/** Every script the page requests from now on, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" || /\.m?js$/.test(url.pathname)) {
      scripts.push(url.pathname);
    }
  });
  return scripts;
}

/**
 * An island's code: its component and renderer modules and every module they
 * import, statically or on demand (the contact form's schemas), by path.
 */
async function islandCode(request: APIRequestContext, island: Locator): Promise<Set<string>> {
  const entries = await island.evaluate((el) => [
    el.getAttribute("component-url")!,
    el.getAttribute("renderer-url")!,
  ]);
  const found = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (found.has(path)) continue;
    found.add(path);
    const code = await (await request.get(path)).text();
    for (const match of code.matchAll(
      /(?:\bfrom|\bimport)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g,
    )) {
      queue.push(new URL(match[1]!, `http://site${path}`).pathname);
    }
  }
  return found;
}

test.describe("no script before the visitor asks for one", () => {
  for (const route of [...pages.map((p) => p.path), "/no-such-page"]) {
    const hasIsland = route in islandPages;
    // The browser logs the 404 page's own status as a console error.
    test.describe(() => {
      test.use({ allowedErrors: route === "/no-such-page" ? [/status of 404/] : [] });
      for (const [width, height] of [
        [1440, 900],
        [375, 667],
      ] as const) {
        test(`${route} at ${width}px requests no script on load${hasIsland ? " (its island waits)" : hasMediaLinks(route) ? " but its media links' own" : ""}`, async ({
          page,
          request,
        }) => {
          await page.setViewportSize({ width, height });
          const scripts = recordScripts(page);
          const response = await page.goto(route);
          expect(response?.status()).toBe(route === "/no-such-page" ? 404 : 200);
          await page.waitForLoadState("networkidle");
          const html = await (await request.get(route)).text();
          const launcher = [...new Set(scripts.filter(isLauncherScript))];
          expect(launcher, "the search launcher").toHaveLength(launcherScripts.length);
          expect(launcher, "the search launcher").toEqual(
            expect.arrayContaining(
              launcherScripts.map((pattern) => expect.stringMatching(pattern)),
            ),
          );
          const sources = html.match(/<script\b[^>]*\bsrc="([^"]+)"/g) ?? [];
          if (hasMediaLinks(route)) {
            expect(pageOwnScripts(scripts), "the media links' script alone").toEqual([
              expect.stringMatching(mediaScript),
            ]);
            // The page names that script file and the launcher, nothing else.
            expect(sources).toHaveLength(2);
          } else {
            expect(pageOwnScripts(scripts), "scripts requested with no interaction").toEqual([]);
            // Nothing to fetch later either: no script file but the launcher.
            expect(sources).toEqual([expect.stringMatching(/search-launcher/)]);
          }
          // No module preload on any page.
          expect(html).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
          const islands = page.locator("astro-island");
          if (!hasIsland) {
            await expect(islands).toHaveCount(0);
            return;
          }
          await expect(islands).toHaveCount(1);
          await expect(islands, "the island has not hydrated").toHaveAttribute("ssr");
        });
      }
    });
  }
});

test.describe("an island loads its own code, and nothing else, once reached", () => {
  for (const [route, reach] of Object.entries(islandPages)) {
    test(route, async ({ page, request }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const scripts = recordScripts(page);
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      expect(pageOwnScripts(scripts), "before the visitor reaches the island").toEqual([]);

      const target = reach(page);
      const island = islandOf(target);
      const code = await islandCode(request, island);
      const component = await island.getAttribute("component-url");
      await hydrate(target);
      await page.waitForLoadState("networkidle");
      expect(scripts).toContain(component);
      expect(
        pageOwnScripts(scripts).filter((path) => !code.has(path)),
        "scripts that are not the island's",
      ).toEqual([]);
      // Each module once: the browser's cache and the module map hold them.
      expect(new Set(scripts).size).toBe(scripts.length);
    });
  }
});
