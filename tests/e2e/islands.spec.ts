import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, hydrate, islandOf, pageOwnScripts, test } from "./support/fixtures";
import { expectScriptsOnLoad, islandPages, recordScripts } from "./support/page-checks";

/**
 * A page is HTML and CSS: it loads no script of its own (page-checks.ts). Only an island loads its
 * code, and only once the visitor reaches it (the carousel, scrolled near) or starts
 * using it (the contact form, the video library). Each island's own behaviour, with
 * and without JavaScript, is tested in home, contact and support specs.
 *
 * Every page loads the search launcher once it has loaded (an island without a
 * framework, decision 0019: fixtures.ts, launcherScripts), which opens the header's
 * search dialog; search itself loads when opened, or on the results page when used or
 * given a query (search.spec.ts). The product pages' Enlarge and play links load their
 * script on the visitor's first touch (image-preview and software specs).
 */

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

// Every page's scripts on load at 375px: checked per route in routes.spec.ts. Here, the
// island pages on a wide screen, where more of the page is in view at once, and the
// not-found page.
test.describe("no script before the visitor asks for one", () => {
  for (const route of Object.keys(islandPages)) {
    test(`${route} at 1440px requests no script on load (its island waits)`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const scripts = recordScripts(page);
      const response = await page.goto(route);
      await expectScriptsOnLoad(page, scripts, await response!.text(), route);
    });
  }

  test.describe(() => {
    // The browser logs the 404 page's own status as a console error.
    test.use({ allowedErrors: [/status of 404/] });
    test("an unknown address's not-found page requests no script on load", async ({ page }) => {
      const scripts = recordScripts(page);
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expectScriptsOnLoad(page, scripts, await response!.text(), null);
    });
  });
});

test.describe("an island loads its own code, and nothing else, once reached", () => {
  for (const [route, reach] of Object.entries(islandPages)) {
    test(route, async ({ page, request }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const scripts = recordScripts(page);
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      expect(pageOwnScripts(scripts), "before the visitor reaches the island").toEqual([]);

      const target = reach(page, "en");
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
