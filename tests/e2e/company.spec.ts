import type { APIRequestContext, Page } from "@playwright/test";
import { languageTag } from "../../src/i18n/locale";
import type { CanonicalPath } from "../../src/lib/route-table";
import { cardRows, endsWithLoneCard } from "./support/card-rows";
import { expectLinksStayIn } from "./support/content-pages";
import {
  about,
  addressIn,
  awards,
  cityAndRegion,
  companyFacts,
  fill,
  linksIn,
  locales,
  localityLine,
  offices,
  pageText,
  pathOf,
  phoneIn,
  plainText,
  plural,
  pressReleases,
  successStories,
  testimonials,
  ui,
  type Locale,
} from "./support/content";
import { expect, test } from "./support/fixtures";

/**
 * The company pages in both languages: about, offices, success stories, testimonials
 * and awards (press releases have their own spec). What they show comes from content;
 * the words around it from the interface dictionaries.
 */

/** The JSON-LD blocks of a page as served: what a search engine reads. */
async function servedJsonLd(request: APIRequestContext, path: string): Promise<JsonLd[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as JsonLd,
  );
}

type JsonLd = Record<string, unknown> & { "@type"?: string; "@graph"?: JsonLd[] };

/** Opens a page in its language; the shared fixture fails the test on any console error. */
async function open(page: Page, canonical: CanonicalPath, locale: Locale) {
  const path = pathOf(canonical, locale);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", languageTag[locale]);
}

/** A testimonial's English original, by the company quoted (what a translated quote offers). */
const englishQuoteOf = (company: string) =>
  testimonials("en").testimonials.find((t) => t.company === company)!.quote;

// Every company page's one h1, in both languages: checked per route in routes.spec.ts.

for (const locale of locales) {
  test.describe(`company pages (${locale})`, () => {
    const t = ui(locale).company;

    test("about: facts, stats band, managed areas, mission, software and badges", async ({
      page,
    }) => {
      const content = about(locale);
      await open(page, "/company/about-us", locale);
      const main = page.getByRole("main");
      await expect(main.getByText(t.eyebrow, { exact: true })).toBeVisible();
      const stats = page.getByRole("region", { name: t.aboutStats });
      for (const { value, label } of content.stats) {
        await expect(stats.getByText(value, { exact: true })).toBeVisible();
        await expect(stats.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(main).toContainText(plainText(content.story.paragraphs[0]!));
      const team = page.getByRole("complementary", { name: content.team.heading });
      for (const { value, label } of content.team.facts) {
        await expect(team.getByText(value, { exact: true })).toBeVisible();
        await expect(team.getByText(label, { exact: true })).toBeVisible();
      }

      const areas = page.getByRole("region", { name: content.managedAreas.heading });
      await expect(areas.getByRole("listitem")).toHaveText(content.managedAreas.items);

      await expect(page.locator("blockquote")).toContainText(content.mission.quote);

      const software = page.getByRole("region", { name: content.software.heading });
      await expect(software.getByRole("link")).toHaveCount(content.software.items.length);
      for (const item of content.software.items) {
        await expect(software.getByRole("link", { name: item.name, exact: true })).toHaveAttribute(
          "href",
          pathOf(item.to, locale),
        );
      }

      // Every award logo, then the partner badges.
      const badges = page
        .getByRole("region", { name: content.recognition.heading })
        .getByRole("img");
      const logos = awards(locale).awards.filter((award) => award.logo).length;
      await expect(badges).toHaveCount(logos + content.recognition.badges.length);

      await expect(main.getByRole("link", { name: t.talkToUs })).toHaveAttribute(
        "href",
        pathOf("/contact", locale),
      );
      // Links in running text are the content's own; the page's own links stay in its language.
      const links = await expectLinksStayIn(main, locale, "p");
      expect(links).toEqual(
        expect.arrayContaining(content.software.items.map((item) => pathOf(item.to, locale))),
      );
      await main.getByRole("link", { name: t.findOffice }).click();
      await expect(page).toHaveURL(pathOf("/company/offices", locale));
    });

    test("offices: call line, the head office, the regional headquarters, regions as plain text", async ({
      page,
    }) => {
      const content = offices(locale);
      const site = companyFacts();
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await open(page, "/company/offices", locale);
      const { main, tollFree } = site.phones;
      await expect(
        page.getByRole("link", { name: fill(t.callUs, { phone: phoneIn(main, locale) }) }),
      ).toHaveAttribute("href", `tel:${main.e164}`);
      const stats = page.getByRole("region", { name: t.officesStats });
      for (const { value } of content.stats) {
        await expect(stats.getByText(value, { exact: true })).toBeVisible();
      }

      const hq = page.getByRole("region", { name: t.headquartersHeading });
      await expect(hq.getByRole("heading", { level: 3 })).toHaveText([
        content.headOffice.name,
        ...content.headquarters.map((office) => office.name),
      ]);
      // The head office is the address and numbers every page's footer gives.
      const head = hq.locator("#head-office");
      const address = addressIn(locale);
      // Under its name; a French address's own line names the city the same way.
      await expect(
        head.getByText(cityAndRegion(address, locale), { exact: true }).first(),
      ).toBeVisible();
      await expect(head.locator("address")).toContainText(address.street);
      await expect(head.getByText(t.tollFree)).toBeVisible();
      for (const phone of [main, tollFree]) {
        await expect(head.getByRole("link", { name: phoneIn(phone, locale) })).toHaveAttribute(
          "href",
          `tel:${phone.e164}`,
        );
      }
      await expect(page.getByRole("contentinfo")).toContainText(address.street);

      const cards = hq.getByRole("listitem");
      await expect(cards).toHaveCount(content.headquarters.length);
      for (const [i, office] of content.headquarters.entries()) {
        const card = cards.nth(i).locator("address");
        await expect(card).toContainText(office.street);
        // The city, region and postal code as the page's language writes them.
        const { place, gap, postal } = localityLine(office, locale);
        await expect(card).toContainText(`${place}${gap}${postal}`);
        await expect(
          card.getByRole("link", { name: phoneIn(office.phone, locale) }),
        ).toHaveAttribute("href", `tel:${office.phone.e164}`);
        await expect(
          cards.nth(i).getByText(cityAndRegion(office, locale), { exact: true }).first(),
        ).toBeVisible();
      }

      const global = page.getByRole("region", { name: t.officesHeading });
      await expect(global.getByRole("group")).toHaveCount(content.regions.length);
      for (const region of content.regions) {
        const group = global.getByRole("group", { name: region.name, exact: true });
        await expect(group.getByRole("listitem"), region.name).toHaveText(region.places);
        await expect(group.getByRole("link"), region.name).toHaveCount(0);
      }
      // The lists are named groups, not more landmarks.
      await expect(global.getByRole("region")).toHaveCount(0);

      // The map beside the lists: our own inline drawing, said in words, fetching nothing.
      const map = global.getByRole("img", { name: t.mapTitle, exact: true });
      await expect(map).toBeVisible();
      const list = new Intl.ListFormat(languageTag[locale], { type: "conjunction" });
      await expect(map).toHaveAccessibleDescription(
        fill(t.mapDescription, {
          regions: list.format(content.regions.map((region, i) => `${i + 1}. ${region.name}`)),
          headOffice: site.address.city,
          headquarters: list.format(content.headquarters.map((office) => office.city)),
        }),
      );
      const origin = new URL(page.url()).origin;
      expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual(
        [],
      );
    });

    test("offices: at 1,440 px the map stands beside the lists, and no column stands long empty", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await open(page, "/company/offices", locale);
      const global = page.getByRole("region", { name: t.officesHeading });
      const drawing = (await global
        .getByRole("img", { name: t.mapTitle, exact: true })
        .boundingBox())!;
      const first = (await global.getByRole("group").first().boundingBox())!;
      expect(first.x).toBeGreaterThan(drawing.x + drawing.width);
      expect(Math.abs(first.y - drawing.y)).toBeLessThan(40);

      // The map with its legend: the column it stands in.
      const map = (await global.locator("figure").boundingBox())!;
      const groups = await global.getByRole("group").evaluateAll((all) =>
        all.map((group) => {
          const box = group.getBoundingClientRect();
          return { left: Math.round(box.left), top: box.top, bottom: box.bottom };
        }),
      );
      const mapBottom = map.y + map.height;
      const beside = groups.filter((g) => g.left > map.x + map.width && g.top < mapBottom);
      const under = groups.filter((g) => g.top >= mapBottom);
      expect(beside.length).toBeGreaterThan(0);
      expect(under.length).toBeGreaterThan(0);
      expect(Math.abs(Math.max(...beside.map((g) => g.bottom)) - mapBottom)).toBeLessThan(300);
      // Under the map, the remaining lists across the page, in at least three columns that
      // end within 300 px of each other.
      const ends = new Map<number, number>();
      for (const g of under) ends.set(g.left, Math.max(ends.get(g.left) ?? 0, g.bottom));
      expect(ends.size).toBeGreaterThanOrEqual(3);
      expect(Math.max(...ends.values()) - Math.min(...ends.values())).toBeLessThan(300);
    });

    test("offices: each headquarters is a LocalBusiness branch of the Organization", async ({
      request,
    }) => {
      const site = companyFacts();
      const path = pathOf("/company/offices", locale);
      const blocks = await servedJsonLd(request, path);
      const businesses = blocks.filter((b) => b["@type"] === "LocalBusiness");
      const headquarters = offices(locale).headquarters;
      expect(
        businesses.map((b) => (b.address as { addressLocality: string }).addressLocality),
      ).toEqual(headquarters.map((office) => office.city));
      expect(businesses.map((b) => b.url)).toEqual(
        headquarters.map((office) => `${site.url}${path}#${office.id}`),
      );
      for (const b of businesses) {
        expect(b.branchOf).toEqual({ "@id": `${site.url}/#organization` });
      }
    });

    test("testimonials: every quote a figure with blockquote and caption, originals offered", async ({
      page,
    }) => {
      const quotes = testimonials(locale).testimonials;
      await open(page, "/company/customer/testimonal", locale);
      const main = page.getByRole("main");
      await expect(main.getByText(t.customersEyebrow, { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { name: t.testimonialsHeading })).toBeAttached();
      const figures = page.locator("main figure");
      await expect(figures).toHaveCount(quotes.length);
      for (const figure of await figures.all()) {
        // The quote in the page's language (a translation's original is marked lang="en").
        await expect(figure.locator("blockquote:not([lang])")).toHaveCount(1);
        await expect(figure.locator("figcaption")).toContainText(", ");
      }
      const first = quotes[0]!;
      const card = figures.filter({ hasText: first.name });
      await expect(card.getByText(first.quote)).toBeVisible();
      await expect(card.getByText(`${first.position}, ${first.company}`)).toBeVisible();

      if (locale === "fr") {
        // A translated quote offers its English original, folded away until asked for.
        await expect(figures.getByText(t.originalQuote, { exact: true })).toHaveCount(
          quotes.length,
        );
        const original = card.locator('blockquote[lang="en"]');
        await expect(original).toBeHidden();
        await card.getByText(t.originalQuote).click();
        await expect(original).toBeVisible();
        await expect(original).toHaveText(englishQuoteOf(first.company));
      } else {
        await expect(figures.getByText(t.originalQuote)).toHaveCount(0);
      }

      await main.getByRole("link", { name: t.readStories }).click();
      await expect(page).toHaveURL(pathOf("/company/customer/succes-stories", locale));
    });

    test("testimonials: the featured ones, then the others by industry, each naming its product", async ({
      page,
    }) => {
      const content = testimonials(locale);
      const featuredQuotes = content.testimonials.filter((q) => q.featured);
      const groups = content.industries
        .map((industry) => ({
          ...industry,
          quotes: content.testimonials.filter((q) => q.industry === industry.id && !q.featured),
        }))
        .filter((group) => group.quotes.length > 0);
      await open(page, "/company/customer/testimonal", locale);
      const featured = page.getByRole("region", { name: t.featuredTestimonials });
      await expect(featured.locator("figure")).toHaveCount(featuredQuotes.length);
      for (const quote of featuredQuotes) {
        await expect(featured.getByText(quote.name)).toBeVisible();
        if (quote.product) {
          await expect(
            featured.getByRole("link", { name: pageText(quote.product, locale).heading }).first(),
          ).toHaveAttribute("href", pathOf(quote.product, locale));
        }
      }

      const all = page.getByRole("region", { name: t.testimonialsHeading });
      await expect(all.getByRole("heading", { level: 3 })).toHaveText([
        t.browseByIndustry,
        ...groups.map((group) => group.name),
      ]);
      const index = all.getByRole("navigation", { name: t.browseByIndustry });
      for (const group of groups) {
        const count = plural(locale, group.quotes.length, t.industryTestimonials);
        await expect(index.getByRole("link", { name: `${group.name} (${count})` })).toBeVisible();
      }
      // An industry whose quotes name a product: its link in the index, then the product.
      const group = groups.find((g) => g.quotes.some((q) => q.product))!;
      const product = group.quotes.find((q) => q.product)!.product!;
      await index.getByRole("link", { name: group.name }).click();
      await expect(page).toHaveURL(new RegExp(`#industry-${group.id}$`));
      await expect(all.getByRole("heading", { name: group.name, exact: true })).toBeInViewport();
      const listed = page.locator(`#industry-${group.id}`);
      await expect(listed.locator("figure")).toHaveCount(group.quotes.length);
      await listed
        .getByRole("link", { name: pageText(product, locale).heading })
        .first()
        .click();
      await expect(page).toHaveURL(pathOf(product, locale));
    });

    test("success stories: each story in parts, with its result and its customer's quote", async ({
      page,
    }) => {
      const content = successStories(locale);
      await open(page, "/company/customer/succes-stories", locale);
      const main = page.getByRole("main");
      await expect(main.getByRole("navigation", { name: t.onThisPage })).toBeVisible();
      await expect(main.getByRole("link", { name: t.talkToConsultant })).toHaveAttribute(
        "href",
        pathOf("/contact", locale),
      );
      await expect(main.getByRole("link", { name: t.readTestimonials })).toHaveAttribute(
        "href",
        pathOf("/company/customer/testimonal", locale),
      );

      const stories = main.locator("article");
      await expect(stories).toHaveCount(content.stories.length);
      await expect(stories.getByRole("heading", { level: 2 })).toHaveText(
        content.stories.map((story) => story.customer),
      );
      for (const [i, story] of content.stories.entries()) {
        const article = stories.nth(i);
        for (const part of [t.challenge, t.approach, t.result, t.solutions]) {
          await expect(article.getByRole("heading", { level: 3, name: part })).toBeVisible();
        }
        await expect(article.getByRole("heading", { name: t.outcomes })).toBeAttached();
        for (const solution of story.solutions) {
          await expect(
            article.getByRole("link", { name: solution.label, exact: true }),
          ).toHaveAttribute("href", pathOf(solution.to, locale));
        }
        await expect(article.locator("figure blockquote:not([lang])")).toHaveCount(
          story.testimonialFrom ? 1 : 0,
        );
      }
      await expect(page.getByRole("img", { name: content.image.alt })).toBeVisible();

      if (locale === "fr") {
        const story = content.stories.find((s) => s.testimonialFrom)!;
        const article = page.locator(`article#${story.id}`);
        await article.getByText(t.originalQuote).click();
        await expect(article.locator('figure blockquote[lang="en"]')).toHaveText(
          englishQuoteOf(story.testimonialFrom!),
        );
      }
      await expectLinksStayIn(main, locale);
    });

    test("awards: the list, the logos and links to the products", async ({ page }) => {
      const content = awards(locale);
      await open(page, "/company/awards", locale);
      const list = page.getByRole("region", { name: t.awardsHeading });
      await expect(list.getByText(t.recognitionEyebrow, { exact: true })).toBeVisible();
      for (const award of content.awards) {
        await expect(list.getByRole("heading", { name: award.title, exact: true })).toBeVisible();
      }

      const logos = page.getByRole("region", { name: t.awardLogos }).getByRole("img");
      await expect(logos).toHaveCount(content.awards.filter((award) => award.logo).length);
      for (const logo of await logos.all()) {
        await logo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        // Drawn from its raster copy, not the SVG (a document of its own per image), and
        // sharp: at least as many image pixels as device pixels.
        const shown = await logo.evaluate((img: HTMLImageElement) => ({
          src: img.currentSrc,
          enough: img.naturalWidth >= img.clientWidth * devicePixelRatio,
        }));
        expect(shown.src).toMatch(/\/assets\/[a-z0-9-]+\.[\w-]+\.avif$/);
        expect(shown.enough).toBe(true);
      }

      const products = page.getByRole("region", { name: content.products.heading });
      const links = content.products.body.flatMap(linksIn);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        await expect(
          products.getByRole("link", { name: link.label, exact: true }).first(),
        ).toHaveAttribute("href", pathOf(link.to, locale));
      }
      const [first] = links;
      await products.getByRole("link", { name: first!.label, exact: true }).first().click();
      await expect(page).toHaveURL(pathOf(first!.to, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText(first!.to, locale).heading,
      );
    });
  });
}

for (const width of [375, 890, 1440]) {
  test(`at ${width} px no grid of cards ends with one card alone on its row`, async ({ page }) => {
    const content = testimonials("en");
    // The featured quotes' list, then one list per industry that has quotes of its own.
    const industries = content.industries.filter((industry) =>
      content.testimonials.some((q) => q.industry === industry.id && !q.featured),
    );
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/company/customer/testimonal", "en");
    const lists = page.getByRole("main").locator("ul:has(> li > figure)");
    await expect(lists).toHaveCount(1 + industries.length);
    for (const list of await lists.all()) {
      const rows = await cardRows(list);
      expect(endsWithLoneCard(rows), `rows of ${rows.join(", ")}`).toBe(false);
    }
    await open(page, "/company/about-us", "en");
    const software = page
      .getByRole("region", { name: about("en").software.heading })
      .getByRole("list");
    const rows = await cardRows(software);
    expect(endsWithLoneCard(rows), `rows of ${rows.join(", ")}`).toBe(false);
  });
}

for (const [width, columns] of [
  [375, 1],
  [1440, 2],
] as const) {
  test(`awards: at ${width} px the list runs in ${columns} column(s), newest first`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/company/awards", "en");
    const items = page
      .getByRole("region", { name: ui("en").company.awardsHeading })
      .getByRole("listitem");
    const boxes = await items.evaluateAll((all) =>
      all.map((item) => {
        const box = item.getBoundingClientRect();
        return { left: Math.round(box.left), top: box.top };
      }),
    );
    const lefts = [...new Set(boxes.map((box) => box.left))];
    expect(lefts).toHaveLength(columns);
    // Down each column in turn: the next award is below, or at the top of the next column.
    for (let i = 1; i < boxes.length; i++) {
      const [before, after] = [boxes[i - 1]!, boxes[i]!];
      if (after.left === before.left) expect(after.top).toBeGreaterThan(before.top);
      else expect(after.left).toBeGreaterThan(before.left);
    }
  });
}

test("about, awards and the press releases keep running text to 75 characters a line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The release with the longest opening paragraph stands for the release pages.
  const release = [...pressReleases("en")].sort((a, b) => b.summary.length - a.summary.length)[0]!;
  for (const locale of locales) {
    for (const path of [
      pathOf("/company/about-us", locale),
      pathOf("/company/awards", locale),
      pathOf("/company/press-releases", locale),
      release.paths[locale],
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const measures = await page.locator("main p").evaluateAll((all) =>
        all.map((p) => {
          const range = document.createRange();
          range.selectNodeContents(p);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          // A one-line paragraph has no measure to keep.
          return lines.size > 1 ? p.textContent!.length / lines.size : 0;
        }),
      );
      expect(Math.max(...measures), path).toBeLessThanOrEqual(75);
    }
  }
});

/** How many pixels a row of tiles may be short of its band (borders and rounding). */
const slack = 2;

/** The tiles of a stats band, row by row: how many sit on each row, and whether each row is full. */
async function figureRows(band: ReturnType<Page["getByRole"]>) {
  const list = band.locator("dl");
  const width = (await list.boundingBox())!.width;
  const tiles = await list.locator(":scope > div").evaluateAll((items) =>
    items.map((tile) => {
      const box = tile.getBoundingClientRect();
      return { top: Math.round(box.top), width: box.width };
    }),
  );
  const rows = new Map<number, number>();
  for (const tile of tiles) rows.set(tile.top, (rows.get(tile.top) ?? 0) + tile.width);
  return { widths: [...rows.values()], width };
}

test.describe("page layout: balanced headers, full rows, no dead gaps", () => {
  for (const locale of locales) {
    test(`${locale}: a header of words alone is centred at 1440px, and left-aligned on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const path of [
        "/company/about-us",
        "/company/offices",
        "/company/awards",
        "/company/customer/testimonal",
      ] as const) {
        await open(page, path, locale);
        const heading = page.getByRole("heading", { level: 1 });
        const box = (await heading.boundingBox())!;
        // Centred: as much room on its left as on its right.
        expect(Math.abs(box.x + box.width / 2 - 720), path).toBeLessThanOrEqual(slack * 4);
      }
      await page.setViewportSize({ width: 375, height: 800 });
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCSS("text-align", /start|left/);
    });

    test(`${locale}: at 375px every stats band's rows are full, and the badges leave none alone`, async ({
      page,
    }) => {
      const t = ui(locale).company;
      await page.setViewportSize({ width: 375, height: 800 });
      for (const [path, label] of [
        ["/company/about-us", t.aboutStats],
        ["/company/offices", t.officesStats],
      ] as const) {
        await open(page, path, locale);
        const { widths, width } = await figureRows(page.getByRole("region", { name: label }));
        for (const row of widths)
          expect(row, `${path}: ${widths.join(", ")}`).toBeGreaterThan(width - slack * 4);
      }
      await open(page, "/company/about-us", locale);
      const badges = page
        .getByRole("region", { name: about(locale).recognition.heading })
        .getByRole("list")
        .last();
      const rows = await cardRows(badges);
      expect(rows.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(2);
      // The last row at least half as full as the others.
      expect(rows.at(-1)! * 2, rows.join(",")).toBeGreaterThanOrEqual(Math.max(...rows));
    });
  }

  test("offices at 1440px: the regions beside the map end about where the map does", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, "/company/offices", "en");
    const regions = offices("en").regions;
    const map = page
      .getByRole("region", { name: ui("en").company.officesHeading })
      .locator("figure, svg")
      .first();
    const mapBox = (await map.boundingBox())!;
    // The regions beside the map: right of it, starting above its bottom.
    const beside = await Promise.all(
      regions.map(
        async (region) => (await page.getByRole("group", { name: region.name }).boundingBox())!,
      ),
    );
    const column = beside.filter(
      (box) => box.x > mapBox.x + mapBox.width && box.y < mapBox.y + mapBox.height,
    );
    expect(column.length).toBeGreaterThan(0);
    const end = Math.max(...column.map((box) => box.y + box.height));
    expect(Math.abs(end - (mapBox.y + mapBox.height))).toBeLessThan(120);
  });
});
