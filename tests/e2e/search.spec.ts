import type { Locator, Page, Request } from "@playwright/test";
import { searchSectionOf, searchSections } from "../../src/lib/search";
import {
  companyFacts,
  escapeRegExp,
  fill,
  locales,
  menuLabel,
  menus,
  newsletters,
  pageText,
  pathOf,
  pressReleases,
  product,
  productSlugs,
  service,
  serviceSlugs,
  sitePages,
  spaced,
  testimonials,
  trainingVideos,
  ui,
  type Locale,
} from "./support/content";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

/**
 * Queries are taken from content (a page's heading, a release's headline, a video's
 * caption), so that each has a page it must find whatever the copy says today.
 */
const heading = (path: string, locale: Locale = "en") => pageText(path, locale).heading;
const words = ui("en").search;
/** "12 results for “hosting”": the count as any number. */
const resultCount = (query: string, locale: Locale = "en") =>
  spaced(fill(ui(locale).search.resultCount.other, { count: "000", query })).replace("000", "\\d+");
/** A query as the results page's address writes it: "sage+crm". */
const inAddress = (query: string) => encodeURIComponent(query).replace(/%20/g, "+");

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
  for (const path of [
    pathOf("/", "en"),
    pathOf("/software/sage300", "fr"),
    pathOf("/support/training-videos", "en"),
  ]) {
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
  const release = pressReleases("en")[Math.floor(pressReleases("en").length / 2)]!;
  const [newestYear] = newsletters("en").years;
  const issue = newestYear!.issues.at(-1)!;
  const videoSection = (locale: Locale) => trainingVideos(locale).sections[0]!.title;
  const cases: [start: string, query: string, expected: RegExp][] = [
    ["/", heading("/services/disaster-recovery"), /^\/services\/disaster-recovery$/],
    ["/", videoSection("en"), /^\/support\/training-videos(#video-[a-z0-9-]+)?$/],
    ["/contact", release.heading, new RegExp(`^${escapeRegExp(release.path)}$`)],
    [
      "/software",
      `${ui("en").support.newsletters.periods[issue.period]} ${newestYear!.year}`,
      new RegExp(`^/support/newsletters#newsletter-${newestYear!.year}-[a-z0-9-]+$`),
    ],
    [
      pathOf("/", "fr"),
      heading("/services/disaster-recovery", "fr"),
      new RegExp(`^${escapeRegExp(pathOf("/services/disaster-recovery", "fr"))}$`),
    ],
    [
      pathOf("/company/about-us", "fr"),
      videoSection("fr"),
      new RegExp(`^${escapeRegExp(pathOf("/support/training-videos", "fr"))}(#video-[a-z0-9-]+)?$`),
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
  const query = heading("/services/disaster-recovery");
  const section = words.sections.services;
  await page.goto("/");
  await searchFor(page, query);
  const first = results(dialog(page)).first();
  await expect(first).toHaveAccessibleName(`${query} ${section}`);
  await expect(first).toContainText(section);
  const queryWords = query.split(/\s+/).map(escapeRegExp).join("|");
  await expect(first.locator("mark").first()).toHaveText(new RegExp(queryWords, "i"));
  await expect(status(dialog(page))).toHaveText(new RegExp(`^${resultCount(query)}`));
  // A word on every page finds more than the dialog shows: it says how many it shows.
  const everywhere = companyFacts().shortName;
  await field(dialog(page)).fill(everywhere);
  await expect(status(dialog(page))).toHaveText(
    new RegExp(
      `^${resultCount(everywhere)}\\.?\\s*${spaced(fill(words.showingFirst, { shown: "000" })).replace("000", "\\d+")}$`,
    ),
  );
});

test.describe("a product's or a service's name, typed, finds its page first", () => {
  for (const locale of locales) {
    test(`${locale}: every product and service`, async ({ page }) => {
      test.slow(); // ten searches
      const names = [
        ...productSlugs.map((slug) => [product(slug, locale).name, `/software/${slug}`] as const),
        ...serviceSlugs.map((slug) => [service(slug, locale).name, `/services/${slug}`] as const),
      ];
      await page.goto(pathOf("/", locale));
      await page.keyboard.press("/");
      for (const [name, canonical] of names) {
        await field(dialog(page)).fill("");
        await field(dialog(page)).pressSequentially(name, { delay: 10 });
        const [first] = await firstResults(dialog(page), 1, name);
        expect(first, name).toBe(pathOf(canonical, locale));
        // Whole words and phrases are marked, never a word with its punctuation; where
        // the snippet has the name's words side by side, they are one mark.
        const snippet = results(dialog(page)).first().locator("[data-part=excerpt]");
        const marks = await snippet.locator("mark").allTextContents();
        expect(marks.length, name).toBeGreaterThan(0);
        for (const mark of marks) expect(mark, name).toMatch(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/su);
        const plain = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
        if (plain((await snippet.textContent()) ?? "").includes(plain(name))) {
          expect(marks.map(plain), name).toContain(plain(name));
        }
      }
    });
  }
});

test("a snippet keeps apart what the page shows apart: a testimonial's name and role", async ({
  page,
}) => {
  for (const locale of locales) {
    const quote = testimonials(locale).testimonials.find((t) => !t.featured)!;
    await page.goto(`${pathOf("/search", locale)}?q=${inAddress(quote.name)}`);
    const main = page.getByRole("main");
    await expect(status(main)).toContainText(quote.name);
    const result = main.locator(
      `[role=option][href="${pathOf("/company/customer/testimonal", locale)}"]`,
    );
    const snippet = (await result.locator("[data-part=excerpt]").textContent()) ?? "";
    // On the card the name and the role are lines of their own: here, words apart.
    expect(snippet).toMatch(
      new RegExp(`${spaced(quote.name)}\\s+${escapeRegExp(quote.position.split(/\s+/)[0]!)}`),
    );
  }
});

test.describe("the keyboard, end to end", () => {
  test("/ opens, the arrows move, Enter opens the chosen result", async ({ page }) => {
    const query = heading("/services/hosting");
    await page.goto("/software");
    await searchFor(page, query);
    await expect(status(dialog(page))).toContainText(query);
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
    const query = heading("/software/sage-hrms-payroll");
    await page.goto("/company/about-us");
    const link = page.getByRole("banner").getByRole("link", { name: words.open, exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(field(dialog(page))).toBeFocused();
    await field(dialog(page)).pressSequentially(query);
    await expect(status(dialog(page))).toContainText(query);
    await expect(results(dialog(page)).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("the Close button and a click outside close it too", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: words.open, exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: words.close }).click();
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(dialog(page)).toBeHidden();
  });

  test("/ typed in a form field is a character, not the shortcut", async ({ page }) => {
    await page.goto("/contact");
    const name = page.getByLabel(ui("en").contact.form.labels.name, { exact: true });
    await name.click();
    await page.keyboard.type("a/b");
    await expect(name).toHaveValue("a/b");
    await expect(dialog(page)).toBeHidden();
  });

  test("Enter with no result chosen opens the results page for the query", async ({ page }) => {
    // One word of a page's heading.
    const query = heading("/services/network").split(/\s+/)[0]!.toLowerCase();
    await page.goto("/");
    await searchFor(page, query);
    await expect(status(dialog(page))).toContainText(query);
    await expect(results(dialog(page)).first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${inAddress(query)}$`));
    await expect(results(page.getByRole("main")).first()).toBeVisible();
  });
});

test("a training video result lands on that video", async ({ page }) => {
  const { videos } = trainingVideos("en").sections.at(-1)!;
  await page.goto("/");
  await searchFor(page, videos[Math.floor(videos.length / 2)]!.caption);
  const video = results(dialog(page)).filter({ hasText: words.sections.videos }).first();
  const href = (await video.getAttribute("href"))!;
  expect(href).toMatch(/^\/support\/training-videos#video-/);
  await video.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(`[id="${href.split("#")[1]}"]`)).toBeInViewport();
});

test("axe finds nothing with the dialog open and results shown", async ({ page }) => {
  await page.goto(pathOf("/", "fr"));
  await searchFor(page, heading("/services/hosting", "fr"));
  await expect(results(dialog(page)).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expectNoAxeViolations(page);
});

test.describe("empty and odd input", () => {
  test("no results says so and offers the three most visited pages", async ({ page }) => {
    await page.goto("/");
    await searchFor(page, "zzqxv");
    await expect(status(dialog(page))).toHaveText(fill(words.noResults, { query: "zzqxv" }));
    await expect(results(dialog(page))).toHaveCount(0);
    const offered = dialog(page).getByRole("listitem").getByRole("link");
    await expect(offered).toHaveText(menus("en").mostVisited.map((path) => heading(path)));
  });

  test("one character waits for a second before searching", async ({ page }) => {
    const indexChunks: Request[] = [];
    page.on("request", (request) => {
      if (/\.pf_(index|fragment)$/.test(request.url())) indexChunks.push(request);
    });
    await page.goto("/");
    await searchFor(page, "s");
    await expect(status(dialog(page))).toHaveText(words.keepTyping);
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
    const markup = `<script>alert(2)</script> ${heading("/services/hosting")}`;
    await page.goto(`/search?q=${encodeURIComponent(markup)}`);
    const main = page.getByRole("main");
    await expect(field(main)).toHaveValue(markup);
    await expect(status(main)).toContainText(markup);
    await expect(main.getByRole("listbox").locator("script")).toHaveCount(0);
    expect(alerted).toBe(false);
  });

  test("a very long query is cut to 200 characters", async ({ page }) => {
    const word = heading("/software/sage-hrms-payroll").split(/\s+/).at(-1)!;
    await page.goto(`/search?q=${encodeURIComponent(`${word} `.repeat(100))}`);
    const value = await field(page.getByRole("main")).inputValue();
    expect(value.length).toBeLessThanOrEqual(200);
    await expect(results(page.getByRole("main")).first()).toBeVisible();
  });
});

test.describe("the results page", () => {
  test("works from a shared link, and its section filter narrows the results", async ({ page }) => {
    // The words of a page's heading that press releases' headlines use too.
    const headlines = pressReleases("en").map((release) => release.heading.toLowerCase());
    const query = heading("/services/disaster-recovery")
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length >= 4 && headlines.some((h) => h.includes(word)))
      .join(" ");
    expect(query, "words shared by the page and the releases").not.toBe("");
    const press = words.sections.press;
    await page.goto(`/search?q=${inAddress(query)}`);
    const main = page.getByRole("main");
    await expect(field(main)).toHaveValue(query);
    const [first, second] = await firstResults(main, 2, query);
    expect([first, second]).toContain("/services/disaster-recovery");

    await main.getByRole("radio", { name: press }).check({ force: true });
    await expect(page).toHaveURL(
      new RegExp(`\\?q=${escapeRegExp(inAddress(query))}&section=press$`),
    );
    await expect(results(main).first()).toContainText(press);
    for (const label of await results(main).locator("[data-part=section]").allTextContents()) {
      expect(label).toBe(press);
    }
    // Reloaded (or shared), the address gives the same results.
    await page.reload();
    await expect(main.getByRole("radio", { name: press })).toBeChecked();
    await expect(results(main).first()).toContainText(press);
  });

  test("there, Search and / go to the page's own field, not a dialog", async ({ page }) => {
    const query = heading("/services/hosting");
    await page.goto(`/search?q=${inAddress(query)}`);
    const main = page.getByRole("main");
    await expect(results(main).first()).toBeVisible();
    // Its keys, without the dialog's Escape: there is nothing to close here.
    await expect(field(main)).toHaveAccessibleDescription(words.keyboardHintPage);
    await page.getByRole("banner").getByRole("link", { name: words.open, exact: true }).click();
    await expect(field(main)).toBeFocused();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("/");
    await expect(field(main)).toBeFocused();
    await expect(field(main)).toHaveValue(query);
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
    const query = product("sage-crm", "en").name.toLowerCase();
    await field(main).pressSequentially(query);
    await expect(status(main)).toContainText(query);
    await expect(results(main).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${escapeRegExp(inAddress(query))}$`));
  });

  test("in French, the French results page searches the French pages", async ({ page }) => {
    const query = heading("/services/hosting", "fr");
    await page.goto(`${pathOf("/search", "fr")}?q=${inAddress(query)}`);
    const main = page.getByRole("main");
    const [first] = await firstResults(main, 1, query);
    expect(first).toBe(pathOf("/services/hosting", "fr"));
    await expect(status(main)).toHaveText(new RegExp(`^${resultCount(query, "fr")}$`));
  });

  test("the home page declares it as the site's SearchAction", async ({ page }) => {
    for (const [home, target] of locales.map(
      (locale) => [pathOf("/", locale), pathOf("/search", locale)] as const,
    )) {
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
  for (const [path, name] of locales.map(
    (locale) => [pathOf("/search", locale), ui(locale).search.browseHeading] as const,
  )) {
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

  for (const locale of locales) {
    const [start, searchPage] = [pathOf("/", locale), pathOf("/search", locale)];
    const t = ui(locale).search;
    test(`${start}: the Search link opens ${searchPage}, which lists every page by section`, async ({
      page,
    }) => {
      await page.goto(start);
      await page
        .getByRole("banner")
        .getByRole("link", { name: ui(locale).layout.search, exact: true })
        .click();
      await expect(page).toHaveURL(searchPage);
      await expect(page.getByRole("heading", { name: t.browseHeading })).toBeVisible();
      await expect(page.getByText(t.browseLead)).toBeVisible();
      await expect(page.getByRole("combobox")).toBeHidden();
      const main = page.getByRole("main");
      // Every section, each with its pages: every listed page and the newest press
      // releases; the press releases page (listed as the way to them all) has every one.
      const listed = sitePages.filter(
        (p) => p.locale === locale && p.indexable && p.canonical !== "/search",
      );
      const sections = searchSections.filter(
        (section) =>
          section === "press" || listed.some((p) => searchSectionOf(p.canonical) === section),
      );
      await expect(main.getByRole("heading", { level: 3 })).toHaveText(
        sections.map((section) => t.sections[section]),
      );
      const releases = pressReleases(locale);
      const newest = releases.slice(0, 5);
      await expect(main.getByRole("link")).toHaveCount(listed.length + newest.length);
      for (const release of newest) {
        await expect(
          main.getByRole("link", { name: release.heading, exact: true }),
        ).toHaveAttribute("href", release.path);
      }

      // Every release is one click further, without script too.
      await main
        .getByRole("link", { name: fill(t.allReleases, { count: releases.length }), exact: true })
        .click();
      await expect(page).toHaveURL(pathOf("/company/press-releases", locale));
      const hrefs = await page
        .getByRole("main")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      for (const release of releases) {
        expect(hrefs, release.slug).toContain(release.path);
      }
    });
  }

  test("a shared results link still lists every page", async ({ page }) => {
    const query = heading("/services/hosting");
    await page.goto(`/search?q=${inAddress(query)}`);
    await expect(
      page.getByRole("main").getByRole("link", { name: query, exact: true }),
    ).toBeVisible();
  });
});

test.describe("what the first query costs", () => {
  // A short query, as a visitor types one: the page's name in the menus.
  for (const [start, query] of locales.map(
    (locale) => [pathOf("/", locale), menuLabel("/services/disaster-recovery", locale)] as const,
  )) {
    test(`${start} "${query}": at most 150 KB from opening to results`, async ({ page }) => {
      await page.goto(start);
      // Counted from opening: the launcher, which the page loads after its own load, is not search.
      await expect(
        page.locator('astro-island[component-export="SearchLauncher"]'),
      ).not.toHaveAttribute("ssr");
      await page.waitForLoadState("networkidle");
      const finished: Request[] = [];
      page.on("requestfinished", (request) => finished.push(request));
      // The query arrives whole, so the figure is one search's, whatever the machine's
      // load: typed key by key, how many first letters are searched on the way depends
      // on the typing pace (each shows its own results and fetches their excerpts).
      await page.keyboard.press("/");
      await field(dialog(page)).fill(query);
      await expect(status(dialog(page))).toContainText(query);
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
