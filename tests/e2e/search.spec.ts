import type { Locator, Page, Request } from "@playwright/test";
import { loadPressReleases } from "../../src/content/press-releases.server";
import { localizedPages, localizedPath, pressReleasePath } from "../../src/lib/route-table";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/** Whether a request is part of site search (its script, Pagefind or the index). */
const isSearchRequest = (url: string) =>
  /\/pagefind\//.test(url) || /\/assets\/search\.[\w-]+\.js$/.test(url);

const dialog = (page: Page) => page.getByRole("dialog");
const field = (scope: Locator) => scope.getByRole("combobox");
const results = (scope: Locator) => scope.getByRole("option");
const status = (scope: Locator) => scope.getByRole("status");

/** Opens search with the / key and types `query` as a person would. */
async function searchFor(page: Page, query: string) {
  await page.keyboard.press("/");
  await expect(field(dialog(page))).toBeFocused();
  await field(dialog(page)).pressSequentially(query, { delay: 20 });
}

/** The addresses of the first `count` results, once the results for `query` are shown. */
async function firstResults(scope: Locator, count: number, query: string) {
  // Not the results of the first letters, still shown while the last ones are searched.
  await expect(status(scope)).toContainText(query);
  await expect(results(scope).first()).toBeVisible();
  return results(scope).evaluateAll(
    (options, n) => options.slice(0, n).map((o) => o.getAttribute("href")),
    count,
  );
}

test.describe("nothing of search loads before it is opened", () => {
  for (const path of ["/", "/fr/logiciels/sage300", "/support/training-videos"]) {
    test(`${path}: no search script, no Pagefind, no index`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState("networkidle");
      expect(requested.filter(isSearchRequest)).toEqual([]);
      // Then the visitor opens it.
      await page.keyboard.press("/");
      await expect(dialog(page)).toBeVisible();
      await expect.poll(() => requested.filter(isSearchRequest).length).toBeGreaterThan(0);
    });
  }
});

test.describe("finds the right page first or second", () => {
  const cases: [start: string, query: string, expected: RegExp][] = [
    ["/", "disaster recovery", /^\/services\/disaster-recovery$/],
    ["/", "Sage 300 training", /^\/support\/training-videos(#video-sage-300-[a-z0-9-]+)?$/],
    [
      "/contact",
      "Second hosting data centre opens in Toronto",
      /^\/company\/press-releases\/2013-07-16-[a-z0-9-]+$/,
    ],
    ["/software", "3rd Quarter 2024", /^\/support\/newsletters#newsletter-2024-3rd-quarter$/],
    ["/fr", "reprise après sinistre", /^\/fr\/services\/reprise-apres-sinistre$/],
    [
      "/fr/entreprise/a-propos",
      "formation Sage 300",
      /^\/fr\/soutien\/videos-de-formation(#video-sage-300-[a-z0-9-]+)?$/,
    ],
  ];
  for (const [start, query, expected] of cases) {
    test(`"${query}" from ${start}`, async ({ page }) => {
      await page.goto(start);
      await searchFor(page, query);
      const [first, second] = await firstResults(dialog(page), 2, query);
      expect(
        [first, second].some((href) => expected.test(href ?? "")),
        `${first}, ${second}`,
      ).toBe(true);
    });
  }
});

test("each result shows its title, section and an excerpt with the words marked", async ({
  page,
}) => {
  await page.goto("/");
  await searchFor(page, "disaster recovery");
  const first = results(dialog(page)).first();
  await expect(first).toHaveAccessibleName("Disaster recovery and business continuity IT services");
  await expect(first).toContainText("IT services");
  await expect(first.locator("mark").first()).toHaveText(/disaster|recovery/i);
  await expect(status(dialog(page))).toHaveText(
    /^\d+ results for “disaster recovery”\. Showing the first 6\.$/,
  );
});

test.describe("the keyboard, end to end", () => {
  test("/ opens, the arrows move, Enter opens the chosen result", async ({ page }) => {
    await page.goto("/software");
    await searchFor(page, "hosting");
    await expect(status(dialog(page))).toContainText("hosting");
    const options = results(dialog(page));
    await expect(options.first()).toBeVisible();
    const input = field(dialog(page));
    await expect(input).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(1).getAttribute("id"))!,
    );
    await page.keyboard.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    // The focus never left the field.
    await expect(input).toBeFocused();

    const target = await options.nth(0).getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Escape closes and gives the focus back to the Search link", async ({ page }) => {
    await page.goto("/company/about-us");
    const link = page.getByRole("banner").getByRole("link", { name: "Search" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(field(dialog(page))).toBeFocused();
    await field(dialog(page)).pressSequentially("payroll");
    await expect(status(dialog(page))).toContainText("payroll");
    await expect(results(dialog(page)).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("the Close button and a click outside close it too", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Close search" }).click();
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(dialog(page)).toBeHidden();
  });

  test("/ typed in a form field is a character, not the shortcut", async ({ page }) => {
    await page.goto("/contact");
    const name = page.getByRole("textbox", { name: /name/i }).first();
    await name.click();
    await page.keyboard.type("a/b");
    await expect(name).toHaveValue("a/b");
    await expect(dialog(page)).toBeHidden();
  });

  test("Enter with no result chosen opens the results page for the query", async ({ page }) => {
    await page.goto("/");
    await searchFor(page, "network");
    await expect(status(dialog(page))).toContainText("network");
    await expect(results(dialog(page)).first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=network$/);
    await expect(results(page.getByRole("main")).first()).toBeVisible();
  });
});

test("a training video result lands on that video", async ({ page }) => {
  await page.goto("/");
  await searchFor(page, "bank reconciliation");
  const video = results(dialog(page)).filter({ hasText: "Training videos" }).first();
  const href = (await video.getAttribute("href"))!;
  expect(href).toMatch(/^\/support\/training-videos#video-/);
  await video.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(`[id="${href.split("#")[1]}"]`)).toBeInViewport();
});

test("axe finds nothing with the dialog open and results shown", async ({ page }) => {
  await page.goto("/fr");
  await searchFor(page, "hébergement");
  await expect(results(dialog(page)).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expectNoAxeViolations(page);
});

test.describe("empty and odd input", () => {
  test("no results says so and offers the three most visited pages", async ({ page }) => {
    await page.goto("/");
    await searchFor(page, "zzqxv");
    await expect(status(dialog(page))).toHaveText("Nothing matches “zzqxv”.");
    await expect(results(dialog(page))).toHaveCount(0);
    const offered = dialog(page).getByRole("listitem").getByRole("link");
    await expect(offered).toHaveText(["Sage 300", "Training videos", "Contact support"]);
  });

  test("one character waits for a second before searching", async ({ page }) => {
    const indexChunks: Request[] = [];
    page.on("request", (request) => {
      if (/\.pf_(index|fragment)$/.test(request.url())) indexChunks.push(request);
    });
    await page.goto("/");
    await searchFor(page, "s");
    await expect(status(dialog(page))).toHaveText(
      "Keep typing: the search starts at two characters.",
    );
    await page.waitForTimeout(500);
    expect(indexChunks).toEqual([]);
    await expect(results(dialog(page))).toHaveCount(0);
    await field(dialog(page)).pressSequentially("a");
    await expect(results(dialog(page)).first()).toBeVisible();
  });

  test("markup in the query is shown as text, never run", async ({ page }) => {
    let alerted = false;
    page.on("dialog", async (alert) => {
      alerted = true;
      await alert.dismiss();
    });
    await page.goto("/");
    const query = `<img src=x onerror="alert(1)">`;
    await searchFor(page, query);
    await expect(status(dialog(page))).toContainText(query);
    await expect(dialog(page).locator("img")).toHaveCount(0);
    await page.goto(`/search?q=${encodeURIComponent("<script>alert(2)</script> hosting")}`);
    const main = page.getByRole("main");
    await expect(field(main)).toHaveValue("<script>alert(2)</script> hosting");
    await expect(status(main)).toContainText("“<script>alert(2)</script> hosting”");
    await expect(main.getByRole("listbox").locator("script")).toHaveCount(0);
    expect(alerted).toBe(false);
  });

  test("a very long query is cut to 200 characters", async ({ page }) => {
    await page.goto(`/search?q=${"payroll ".repeat(100)}`);
    const value = await field(page.getByRole("main")).inputValue();
    expect(value.length).toBeLessThanOrEqual(200);
    await expect(results(page.getByRole("main")).first()).toBeVisible();
  });
});

test.describe("the results page", () => {
  test("works from a shared link, and its section filter narrows the results", async ({ page }) => {
    await page.goto("/search?q=disaster%20recovery");
    const main = page.getByRole("main");
    await expect(field(main)).toHaveValue("disaster recovery");
    const [first, second] = await firstResults(main, 2, "disaster recovery");
    expect([first, second]).toContain("/services/disaster-recovery");

    await main.getByRole("radio", { name: "Press releases" }).check({ force: true });
    await expect(page).toHaveURL(/\?q=disaster\+recovery&section=press$/);
    await expect(results(main).first()).toContainText("Press releases");
    for (const label of await results(main).locator("[data-part=section]").allTextContents()) {
      expect(label).toBe("Press releases");
    }
    // Reloaded (or shared), the address gives the same results.
    await page.reload();
    await expect(main.getByRole("radio", { name: "Press releases" })).toBeChecked();
    await expect(results(main).first()).toContainText("Press releases");
  });

  test("there, Search and / go to the page's own field, not a dialog", async ({ page }) => {
    await page.goto("/search?q=hosting");
    const main = page.getByRole("main");
    await expect(results(main).first()).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(field(main)).toBeFocused();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("/");
    await expect(field(main)).toBeFocused();
    await expect(field(main)).toHaveValue("hosting");
    await expect(dialog(page)).toBeHidden();
  });

  test("without a query it loads search only when the visitor starts typing", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/search");
    await page.waitForLoadState("networkidle");
    expect(requested.filter(isSearchRequest)).toEqual([]);
    const main = page.getByRole("main");
    await field(main).click();
    await field(main).pressSequentially("sage crm");
    await expect(status(main)).toContainText("sage crm");
    await expect(results(main).first()).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=sage\+crm$/);
  });

  test("in French, /fr/recherche searches the French pages", async ({ page }) => {
    await page.goto("/fr/recherche?q=h%C3%A9bergement");
    const main = page.getByRole("main");
    const [first] = await firstResults(main, 1, "hébergement");
    expect(first).toBe("/fr/services/hebergement");
    await expect(status(main)).toHaveText(/^\d+ résultats pour «\u00a0hébergement\u00a0»$/);
  });

  test("the home page declares it as the site's SearchAction", async ({ page }) => {
    for (const [home, target] of [
      ["/", "/search"],
      ["/fr", "/fr/recherche"],
    ] as const) {
      await page.goto(home);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const site = blocks
        .map((text) => JSON.parse(text) as { "@type": string; potentialAction?: unknown })
        .find((block) => block["@type"] === "WebSite");
      expect(site?.potentialAction).toEqual({
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: expect.stringMatching(
            new RegExp(`^https?://[^/]+${target}\\?q=\\{search_term_string\\}$`),
          ),
        },
        "query-input": "required name=search_term_string",
      });
    }
  });
});

test.describe("the page index beside no empty column", () => {
  for (const [path, name] of [
    ["/search", "Every page, by section"],
    ["/fr/recherche", "Toutes les pages, par section"],
  ] as const) {
    test(`${path}: nothing in the index scrolls on its own, at any width`, async ({ page }) => {
      for (const width of [375, 890, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const index = page.getByRole("region", { name });
        const scrollers = await index.evaluate((root) =>
          [root, ...root.querySelectorAll("*")]
            .filter((el) => {
              const style = getComputedStyle(el);
              return (
                /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`) &&
                (el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth)
              );
            })
            .map((el) => el.outerHTML.slice(0, 80)),
        );
        expect(scrollers, `${width} px`).toEqual([]);
      }
    });

    test(`${path}: at 1,440 px the index runs across the page under the search box`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const main = page.getByRole("main");
      const field = (await main.getByRole("combobox").boundingBox())!;
      const index = page.getByRole("region", { name });
      const box = (await index.boundingBox())!;
      expect(box.y).toBeGreaterThan(field.y + field.height);
      expect(Math.abs(box.x - field.x)).toBeLessThan(2);
      const lefts = await index
        .getByRole("heading", { level: 3 })
        .evaluateAll((headings) => [
          ...new Set(headings.map((h) => Math.round(h.getBoundingClientRect().left))),
        ]);
      expect(lefts.length).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [start, searchPage, heading, note] of [
    ["/", "/search", "Every page, by section", /Search needs JavaScript/],
    [
      "/fr",
      "/fr/recherche",
      "Toutes les pages, par section",
      /La recherche a besoin de JavaScript/,
    ],
  ] as const) {
    test(`${start}: the Search link opens ${searchPage}, which lists every page by section`, async ({
      page,
    }) => {
      await page.goto(start);
      await page
        .getByRole("banner")
        .getByRole("link", { name: /^(Search|Rechercher)$/ })
        .click();
      await expect(page).toHaveURL(searchPage);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expect(page.getByText(note)).toBeVisible();
      await expect(page.getByRole("combobox")).toBeHidden();
      const main = page.getByRole("main");
      // Every section, each with its pages: every listed page and the five newest press
      // releases; the press releases page (listed as the way to them all) has every one.
      await expect(main.getByRole("heading", { level: 3 })).toHaveCount(7);
      const locale = start === "/" ? "en" : "fr";
      const listed = localizedPages.filter(
        (p) => p.locale === locale && p.indexable !== false && p.canonical !== "/search",
      );
      const releases = loadPressReleases(locale);
      const newest = releases.slice(0, 5);
      await expect(main.getByRole("link")).toHaveCount(listed.length + newest.length);
      for (const release of newest) {
        await expect(
          main.getByRole("link", { name: release.heading, exact: true }),
        ).toHaveAttribute("href", pressReleasePath(release.slug, locale));
      }

      // Every release is one click further, without script too.
      await main
        .getByRole("link", {
          name:
            locale === "en"
              ? `All ${releases.length} press releases`
              : `Tous les communiqués (${releases.length})`,
          exact: true,
        })
        .click();
      await expect(page).toHaveURL(localizedPath("/company/press-releases", locale));
      const hrefs = await page
        .getByRole("main")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      for (const release of releases) {
        expect(hrefs, release.slug).toContain(pressReleasePath(release.slug, locale));
      }
    });
  }

  test("a shared results link still lists every page", async ({ page }) => {
    await page.goto("/search?q=hosting");
    await expect(page.getByRole("main").getByRole("link", { name: "Cloud hosting" })).toBeVisible();
  });
});

test.describe("what the first query costs", () => {
  for (const [start, query] of [
    ["/", "disaster recovery"],
    ["/fr", "reprise après sinistre"],
  ] as const) {
    test(`${start} "${query}": at most 150 KB from opening to results`, async ({ page }) => {
      await page.goto(start);
      await page.waitForLoadState("networkidle");
      const finished: Request[] = [];
      page.on("requestfinished", (request) => finished.push(request));
      await searchFor(page, query);
      await expect(results(dialog(page)).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      let bytes = 0;
      for (const request of finished) {
        const sizes = await request.sizes();
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      }
      test.info().annotations.push({
        type: "transfer",
        description: `${(bytes / 1024).toFixed(1)} KB in ${finished.length} requests`,
      });
      expect(bytes).toBeLessThanOrEqual(150 * 1024);
    });
  }
});
