import type { Locator, Page } from "@playwright/test";
import type { ProductSlug } from "../../src/content/schemas/software";
import {
  expectImagesResolve,
  expectLinksStayIn,
  expectNoEmptyLinks,
  expectSideList,
  jsonLd,
} from "./support/content-pages";
import {
  fill,
  locales,
  mediaUrl,
  menus,
  pageText,
  pathOf,
  plural,
  product,
  productSlugs,
  serviceSlugs,
  softwareOverview,
  spaced,
  ui,
  type Locale,
  type Section,
} from "./support/content";
import { expect, expectNoAxeViolations, pageOwnScripts, test } from "./support/fixtures";

/**
 * The software overview and the five product pages, in both languages: what each page
 * shows comes from its content file, the words around it from the dictionaries.
 */

const productPath = (slug: ProductSlug) => `/software/${slug}` as const;

/** The sections of a given type on a product page, as its file writes them. */
function sectionsOf<T extends Section["type"]>(slug: ProductSlug, locale: Locale, type: T) {
  return product(slug, locale).sections.filter(
    (section): section is Extract<Section, { type: T }> => section.type === type,
  );
}

/** A product's video, if its page has one. */
const videoOf = (slug: ProductSlug, locale: Locale = "en") =>
  sectionsOf(slug, locale, "video")[0]?.video;

/** A play link's name: "Play video" and the video's title. */
const playLink = (page: Page, slug: ProductSlug, locale: Locale = "en") =>
  page.getByRole("link", {
    name: new RegExp(
      `^${spaced(ui(locale).media.playVideo)}\\s*${spaced(videoOf(slug, locale)!.title)}`,
    ),
  });

/** The interface words of the other language, which a page must never show. */
function otherLanguageWords(locale: Locale): RegExp {
  const other = ui(locale === "en" ? "fr" : "en");
  const words = [
    other.software.requestDemo,
    other.media.playVideo,
    fill(other.media.enlarge, { alt: "" }).trim(),
    other.common.opensInNewTab.trim(),
  ];
  return new RegExp(words.map(spaced).join("|"));
}

/** The one script of a product page (src/components/enhance/media-links.astro). */
const pageScript = /\/assets\/media-links\.[\w.-]+\.js$/;
/** Vite's helper for the Enlarge script's dynamic import of the viewer. */
const importHelper = /\/assets\/preload-helper\.[\w-]+\.js$/;

/** Every fact sheet of the page: the files content names, each opening in a new tab, named with its size. */
async function expectFactSheets(page: Page, main: Locator, slug: ProductSlug, locale: Locale) {
  const documents = sectionsOf(slug, locale, "checklist").flatMap((section) =>
    section.items.flatMap((item) => (item.document ? [{ ...item, ...item.document }] : [])),
  );
  const links = main.locator('a[href$=".pdf"]');
  await expect(links).toHaveCount(documents.length);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
    documents.map((document) => mediaUrl(document.path)),
  );
  for (const [i, document] of documents.entries()) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAccessibleName(
      new RegExp(
        `^${spaced(document.title)}\\s*${spaced(
          plural(locale, document.pages, ui(locale).software.pdfPages),
        )}\\s*${spaced(ui(locale).common.opensInNewTab)}$`,
      ),
    );
    const href = (await link.getAttribute("href"))!;
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toMatch(/^application\/pdf/);
  }
}

for (const locale of locales) {
  test.describe(`software overview (${locale})`, () => {
    test("introduces and links to every product, with the chooser and the side list", async ({
      page,
    }) => {
      const content = softwareOverview(locale);
      const t = ui(locale).software;
      await page.goto(pathOf("/software", locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText("/software", locale).heading,
      );
      const main = page.getByRole("main");
      for (const heading of [content.products.heading, content.chooser.heading]) {
        await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(
        main.getByRole("heading", { level: 3, name: content.products.help.heading }),
      ).toBeVisible();
      for (const slug of content.products.order) {
        const { name } = product(slug, locale);
        const card = main.getByRole("heading", { level: 3, name, exact: true }).getByRole("link");
        await expect(card, name).toHaveAttribute("href", pathOf(productPath(slug), locale));
        await expect(
          main.getByText(fill(t.exploreProduct, { name }), { exact: true }),
        ).toBeVisible();
      }
      await expect(main.getByRole("link", { name: t.talkToConsultant })).toHaveAttribute(
        "href",
        pathOf("/contact", locale),
      );
      await expectSideList(page, locale);
      await expectLinksStayIn(main, locale);
      await expectNoEmptyLinks(page);
      await expectImagesResolve(page, page.request);
      await expectNoAxeViolations(page);
      const list = (await jsonLd(page)).find((d) => d["@type"] === "ItemList");
      expect((list?.itemListElement as unknown[]).length).toBe(content.products.order.length);
    });

    test("a product card leads to its page", async ({ page }) => {
      const slug = softwareOverview(locale).products.order[0]!;
      const { name } = product(slug, locale);
      await page.goto(pathOf("/software", locale));
      await page.getByRole("main").getByRole("link", { name, exact: true }).first().click();
      await expect(page).toHaveURL(pathOf(productPath(slug), locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText(productPath(slug), locale).heading,
      );
    });
  });

  // One page load per product page and language: each check below reads the same page.
  for (const slug of productSlugs) {
    const path = pathOf(productPath(slug), locale);

    test(`${path}: sections and figures, side list, structured data, links in its language, fact sheets, and REQUEST A DEMO`, async ({
      page,
    }) => {
      test.slow(); // one page, every image and fact sheet requested
      const content = product(slug, locale);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText(productPath(slug), locale).heading,
      );
      const main = page.getByRole("main");
      for (const section of content.sections) {
        await expect(
          main.getByRole("heading", { level: 2, name: section.heading, exact: true }),
        ).toBeVisible();
        // The industries: in a picture or a list, by the width (tested below).
        const shown =
          section.type === "stats"
            ? section.items.map((item) => item.value)
            : section.type === "modules"
              ? section.groups.map((group) => group.name)
              : [];
        for (const text of shown) {
          await expect(main.getByText(text, { exact: true }).first(), text).toBeVisible();
        }
      }
      // 'On this page': the page's own sections, by their headings.
      await expect(
        page.getByRole("navigation", { name: ui(locale).software.onThisPage }).getByRole("link"),
      ).toHaveText(content.sections.map((section) => section.heading));
      await expectSideList(page, locale, productPath(slug));
      const data = await jsonLd(page);
      expect(data.find((d) => d["@type"] === "Service")).toMatchObject({ name: content.name });
      expect(data.some((d) => d["@type"] === "VideoObject")).toBe(
        videoOf(slug, locale) !== undefined,
      );

      // Links only to real destinations, in its language: fact sheets, images, no empty links.
      await expectNoEmptyLinks(page);
      await expectLinksStayIn(main, locale);
      await expectFactSheets(page, main, slug, locale);
      await expectImagesResolve(page, page.request);
      await expect(
        main.getByRole("link", {
          name: fill(ui(locale).media.enlarge, { alt: content.screenshot.alt }),
        }),
      ).toBeVisible();
      await expect(main.getByText(otherLanguageWords(locale))).toHaveCount(0);

      // REQUEST A DEMO, at the top and in the closing band: the form, product preselected.
      const demo = main.getByRole("link", { name: ui(locale).software.requestDemo });
      await expect(demo).toHaveCount(2);
      for (const link of await demo.all()) {
        await expect(link).toHaveAttribute("href", pathOf(`/contact?product=${slug}`, locale));
      }
      // The demo band closes the page: no second band follows it.
      await expect(
        page.getByRole("region", { name: menus(locale).helpBanner.heading }),
      ).toHaveCount(0);
      await demo.first().click();
      await expect(page).toHaveURL(pathOf(`/contact?product=${slug}`, locale));
    });
  }

  test(`${locale}: a fact-sheet link opens its PDF in a new tab`, async ({ page, context }) => {
    const item = sectionsOf("sage300", locale, "checklist")
      .flatMap((section) => section.items)
      .find((i) => i.document)!;
    await page.goto(pathOf(productPath("sage300"), locale));
    const sheet = page.getByRole("link", {
      name: new RegExp(
        `^${spaced(item.title)}\\s*${spaced(
          plural(locale, item.document!.pages, ui(locale).software.pdfPages),
        )}`,
      ),
    });
    const href = mediaUrl(item.document!.path);
    await expect(sheet).toHaveAttribute("href", href);
    const [tab] = await Promise.all([context.waitForEvent("page"), sheet.click()]);
    await expect.poll(() => new URL(tab.url()).pathname).toBe(href);
    await tab.close();
  });

  test(`${locale}: a product page's video plays in place and says so`, async ({ page }) => {
    await page.route(/youtube(-nocookie)?\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "" }),
    );
    const { youtubeId } = videoOf("sage-crm", locale)!;
    const path = pathOf(productPath("sage-crm"), locale);
    await page.goto(path);
    const play = playLink(page, "sage-crm", locale);
    await expect(play).toHaveAttribute("href", `https://www.youtube.com/watch?v=${youtubeId}`);
    await play.click();
    await expect(page.locator("iframe")).toBeFocused();
    await expect(page.getByText(ui(locale).media.nowPlaying)).toBeVisible();
    await expect(page).toHaveURL(path);
  });
}

test("capabilities without a document are plain text, not links", async ({ page }) => {
  const checklist = sectionsOf("sage300", "en", "checklist").find(
    (section) =>
      section.items.some((item) => item.document) && section.items.some((item) => !item.document),
  )!;
  const plain = checklist.items.find((item) => !item.document)!;
  const documented = checklist.items.find((item) => item.document)!;
  await page.goto("/software/sage300");
  const capabilities = page.locator("main section").filter({
    has: page.getByRole("heading", { level: 2, name: checklist.heading, exact: true }),
  });
  await expect(capabilities.getByText(plain.title, { exact: true })).toBeVisible();
  await expect(
    capabilities.getByRole("link", { name: new RegExp(spaced(plain.title)) }),
  ).toHaveCount(0);
  await expect(
    capabilities.getByRole("link", {
      name: new RegExp(
        `${spaced(documented.title)}.*${spaced(
          plural("en", documented.document!.pages, ui("en").software.pdfPages),
        )}`,
      ),
    }),
  ).toBeVisible();
});

/** A file the build made from the original at `src` (content/media/): /assets/<name>.<hash>. */
const builtFrom = (src: string) => {
  const name = src
    .split("/")
    .pop()!
    .replace(/\.\w+$/, "");
  return new RegExp(`/assets/${name}\\.[\\w-]+\\.webp$`);
};

test("the industries image is zoomable and served in the sizes the build made", async ({
  page,
}) => {
  const { image } = sectionsOf("sage300", "en", "industries")[0]!;
  await page.goto("/software/sage300");
  const enlarge = page.getByRole("link", {
    name: fill(ui("en").media.enlarge, { alt: image.alt }),
  });
  await expect(enlarge).toHaveAttribute("href", builtFrom(image.src));
  const srcset = (await enlarge.locator("img").getAttribute("srcset"))!;
  const widths = [...srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
  expect(widths.length).toBeGreaterThan(1);
  const large = await page.request.get((await enlarge.getAttribute("href"))!);
  expect(large.status()).toBe(200);
});

test.describe("Sage 300's industries: said once at each width, and legibly", () => {
  // The artwork is 1600 px wide with labels some 28 px high: from 768 px across they are
  // 13 px or more. Narrower, a list says the same.
  const legibleWidth = 768;
  for (const locale of locales) {
    for (const width of [375, 891, 1440]) {
      test(`${locale} at ${width}px`, async ({ page }) => {
        const section = sectionsOf("sage300", locale, "industries")[0]!;
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pathOf(productPath("sage300"), locale));
        const region = page.getByRole("region", { name: section.heading, exact: true });
        const picture = region.getByRole("link", {
          name: fill(ui(locale).media.enlarge, { alt: section.image.alt }),
        });
        const items = region.getByRole("listitem");
        const sectionWidth = (await region.boundingBox())!.width;
        if (sectionWidth >= legibleWidth) {
          await expect(picture).toBeVisible();
          expect((await picture.boundingBox())!.width).toBeGreaterThanOrEqual(legibleWidth);
          await expect(items.first()).toBeHidden();
        } else {
          await expect(picture).toBeHidden();
          await expect(items).toHaveText(section.items);
          for (const item of await items.all()) {
            await expect(item).toBeVisible();
            expect(
              await item.evaluate((li) => parseFloat(getComputedStyle(li).fontSize)),
            ).toBeGreaterThanOrEqual(16);
          }
        }
        if (width === 375) await expect(picture).toBeHidden();
        if (width === 1440) await expect(picture).toBeVisible();
      });
    }
  }
});

test.describe("video facade", () => {
  test("requests nothing from the video provider until played, then embeds the nocookie player", async ({
    page,
  }) => {
    const video = videoOf("sage300")!;
    const providerRequests: string[] = [];
    page.on("request", (request) => {
      if (/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/.test(request.url())) {
        providerRequests.push(request.url());
      }
    });
    // Hermetic: the player's request is answered here, never sent to the network.
    await page.route(/youtube(-nocookie)?\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
    );

    await page.goto("/software/sage300");
    const play = playLink(page, "sage300");
    await play.scrollIntoViewIfNeeded();
    // Our own poster, never the provider's thumbnail.
    expect(await play.locator("img").getAttribute("src")).toMatch(builtFrom(video.poster.src));
    await page.waitForLoadState("networkidle");
    expect(providerRequests).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await play.click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`,
    );
    await expect(frame).toHaveAttribute("title", video.title);
    await expect(frame).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
    await expect(frame).toHaveAttribute("allowfullscreen", "");
    await expect(frame).toBeFocused();
    await expect.poll(() => providerRequests.length).toBeGreaterThan(0);
    expect(
      providerRequests.every((url) => url.startsWith("https://www.youtube-nocookie.com/")),
    ).toBe(true);
  });

  for (const key of ["Enter", "Space"]) {
    test(`plays from the keyboard with ${key}`, async ({ page }) => {
      await page.route(/youtube(-nocookie)?\.com/, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "" }),
      );
      await page.goto("/software/sage-crm");
      const play = playLink(page, "sage-crm");
      await play.focus();
      await page.keyboard.press(key);
      await expect(page.locator("iframe")).toHaveAttribute(
        "src",
        `https://www.youtube-nocookie.com/embed/${videoOf("sage-crm")!.youtubeId}?autoplay=1`,
      );
      await expect(page).toHaveURL("/software/sage-crm");
    });
  }

  test("Ctrl+click opens the video in a new tab and leaves the page as it was", async ({
    page,
    context,
  }) => {
    await page.goto("/software/sage-crm");
    // This machine has no route to the provider, so the new tab shows an error page; what
    // counts is that the browser, not the page, handled the click and opened a tab.
    await page.evaluate(() => {
      document.addEventListener("click", (event) => {
        document.documentElement.dataset.clickPrevented = String(event.defaultPrevented);
      });
    });
    await Promise.all([
      context.waitForEvent("page"),
      playLink(page, "sage-crm").click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await expect(page.locator("html")).toHaveAttribute("data-click-prevented", "false");
    await expect(page).toHaveURL("/software/sage-crm");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(playLink(page, "sage-crm")).toBeVisible();
  });

  test("loads its script on the press on play, and none for the player", async ({ page }) => {
    await page.route(/youtube(-nocookie)?\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "" }),
    );
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/software/sage-crm");
    const play = playLink(page, "sage-crm");
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    // Nothing before the visitor's first touch but the search launcher.
    expect(scripts.filter((path) => importHelper.test(path))).toHaveLength(1);
    expect(pageOwnScripts(scripts)).toEqual([]);

    await play.click();
    await expect(page.locator("iframe")).toBeFocused();
    await expect(page.getByText(ui("en").media.nowPlaying)).toBeVisible();
    // The player's frame navigates a moment after it is inserted: wait for it to exist.
    const playerFrame = () =>
      page.frames().find((frame) => frame.url().includes("youtube-nocookie"));
    await expect.poll(() => playerFrame() !== undefined).toBe(true);
    await playerFrame()!.waitForLoadState("load");
    expect(pageOwnScripts(scripts)).toEqual([expect.stringMatching(pageScript)]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the poster leads to the video on the provider's site", async ({ page }) => {
      const watch = `https://www.youtube.com/watch?v=${videoOf("sage-crm")!.youtubeId}`;
      // Hermetic: the provider's page is answered here.
      await page.route(/youtube\.com/, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>watch</title>" }),
      );
      await page.goto("/software/sage-crm");
      const play = playLink(page, "sage-crm");
      await expect(play).toHaveAttribute("href", watch);
      await play.click();
      await expect(page).toHaveURL(watch);
    });
  });
});

test("the pages with Enlarge or play links, and only they, have the island that runs them", async ({
  page,
}) => {
  const sitemap = await (await page.request.get("/sitemap-0.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  const withLinks: string[] = [];
  const served: string[] = [];
  for (const path of paths) {
    const response = await page.request.get(path);
    if (response.ok()) served.push(path);
    const html = await response.text();
    const hasLinks = /<a [^>]*data-(enlarge|play)[=\s>]/.test(html);
    if (hasLinks) withLinks.push(path);
    expect(/<astro-island [^>]*component-export="MediaLinks"/.test(html), path).toBe(hasLinks);
  }
  // The product pages: in English, and in French wherever the French pages are served.
  const productPages = productSlugs.flatMap((slug) =>
    locales.map((locale) => pathOf(productPath(slug), locale)),
  );
  expect(withLinks.sort()).toEqual(productPages.filter((path) => served.includes(path)).sort());
  expect(withLinks).toEqual(expect.arrayContaining(productSlugs.map(productPath)));
});

test.describe("the product pages' layout", () => {
  for (const slug of productSlugs) {
    test(`/software/${slug}: 'On this page' leads to each section`, async ({ page }) => {
      const sections = product(slug, "en").sections;
      await page.goto(productPath(slug));
      const list = page.getByRole("navigation", { name: ui("en").software.onThisPage });
      await list.getByRole("link").last().click();
      const last = page.getByRole("heading", {
        level: 2,
        name: sections.at(-1)!.heading,
        exact: true,
      });
      await expect(last).toBeInViewport();
      expect(new URL(page.url()).hash).toBe(
        `#${await last.evaluate((h) => h.parentElement!.closest("section")!.id)}`,
      );
    });
  }

  test("on a phone, the list of sections comes first, before the first section", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/software/sage300");
    const list = page.getByRole("navigation", { name: ui("en").software.onThisPage });
    const first = page.getByRole("heading", {
      level: 2,
      name: product("sage300", "en").sections[0]!.heading,
      exact: true,
    });
    expect((await list.boundingBox())!.y).toBeLessThan((await first.boundingBox())!.y);
  });

  test("at 1440px the side column sits beside the first sections, and the rest run across", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const paths = [
      ...productSlugs.map(productPath),
      ...serviceSlugs.map((slug) => `/services/${slug}`),
    ];
    for (const path of paths) {
      await page.goto(path);
      const side = (await page
        .getByRole("complementary", { name: menus("en").sideList.title })
        .boundingBox())!;
      const boxes = await page
        .locator('main section[aria-labelledby$="-title"]')
        .evaluateAll((all) =>
          all.map((section) => {
            const box = section.getBoundingClientRect();
            return {
              id: section.id,
              x: box.x,
              right: box.right,
              top: box.top + scrollY,
              bottom: box.bottom + scrollY,
              width: box.width,
            };
          }),
        );
      const beside = boxes.filter((box) => box.top < side.y + side.height);
      const across = boxes.filter((box) => box.top >= side.y + side.height);
      expect(beside.length, path).toBeGreaterThan(0);
      for (const box of beside) expect(box.right, box.id).toBeLessThan(side.x);
      // Across the content width (1136px at 1440), not the 750px of a column. (A short
      // service page may have every section beside the side column.)
      for (const box of across) expect(box.width, box.id).toBeGreaterThan(1100);
      // The main column never stands empty for long beside the side column; the side
      // column may end first, as side columns do, but not far above the sections.
      const besideEnd = Math.max(...beside.map((box) => box.bottom));
      const sideEnd = side.y + side.height;
      expect(besideEnd - sideEnd, path).toBeGreaterThan(-450);
      expect(besideEnd - sideEnd, path).toBeLessThan(650);
      // Running text keeps a readable measure wherever it is: 75 characters a line at most.
      const measures = await page.locator("main section p").evaluateAll((all) =>
        all.map((p) => {
          const range = document.createRange();
          range.selectNodeContents(p);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          // A one-line note (a stats band's source) has no measure to keep.
          return lines.size > 1 ? p.textContent!.length / lines.size : 0;
        }),
      );
      expect(Math.max(...measures), path).toBeLessThanOrEqual(75);
    }
  });
});

test.describe("no card alone on the last row of a grid", () => {
  const paths = [
    ...productSlugs.map(productPath),
    ...serviceSlugs.map((slug) => `/services/${slug}`),
  ];
  for (const width of [375, 890, 1440]) {
    test(`at ${width}px, on every product and service page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        const lone = await page.locator("main ul, main ol").evaluateAll((lists) =>
          lists.flatMap((list) => {
            if (getComputedStyle(list).display !== "grid" || list.children.length < 2) return [];
            const tops = [...list.children].map((item) =>
              Math.round(item.getBoundingClientRect().top),
            );
            const rows = [...new Set(tops)];
            const first = tops.filter((top) => top === rows[0]).length;
            const last = tops.filter((top) => top === rows.at(-1)).length;
            // A last item that takes the whole row is laid out so, not left over.
            const across =
              list.lastElementChild!.getBoundingClientRect().width >= list.clientWidth - 1;
            return first > 1 && last === 1 && !across
              ? [list.children[0]!.textContent!.slice(0, 40)]
              : [];
          }),
        );
        expect(lone, path).toEqual([]);
      }
    });
  }
});
