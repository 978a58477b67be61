import type { APIRequestContext, Page } from "@playwright/test";
import { site } from "../../src/content/site";
import { cardRows, endsWithLoneCard } from "./support/card-rows";
import { expect, test } from "./support/fixtures";

/** The company pages, with the h1 each must show. */
const companyPages = [
  { path: "/company/about-us", h1: "About Ridgeline Business Systems" },
  { path: "/company/offices", h1: "Offices" },
  { path: "/company/customer/succes-stories", h1: "Customer success stories" },
  { path: "/company/customer/testimonal", h1: "Customer testimonials" },
  { path: "/company/press-releases", h1: "Press releases" },
  { path: "/company/awards", h1: "Awards & accomplishments" },
] as const;

/** The JSON-LD blocks of a page as served: what a search engine reads. */
async function servedJsonLd(request: APIRequestContext, path: string): Promise<JsonLd[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as JsonLd,
  );
}

type JsonLd = Record<string, unknown> & { "@type"?: string; "@graph"?: JsonLd[] };

/** Opens a page; the shared fixture fails the test on any console error. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}

test.describe("every company page", () => {
  for (const { path, h1 } of companyPages) {
    test(`${path} shows its heading and loads without errors`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  }
});

test("about: facts, stats band, the 14 areas, mission and badges", async ({ page }) => {
  await open(page, "/company/about-us");
  const stats = page.getByRole("region", { name: "Ridgeline in numbers" });
  for (const value of ["1981", "3,750+", "20+", "80+"]) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/founded in 1981/)).toBeVisible();
  await expect(page.getByText("6+", { exact: true })).toBeVisible();
  await expect(page.getByText(/languages spoken by our staff/)).toBeVisible();
  await expect(page.getByText(/years of combined experience/)).toBeVisible();

  const areas = page.getByRole("region", { name: "Applications we implement and manage" });
  await expect(areas.getByRole("listitem")).toHaveCount(14);
  await expect(areas.getByRole("listitem").first()).toHaveText("Financial accounting");
  await expect(areas.getByRole("listitem").last()).toHaveText("Custom development");

  await expect(page.locator("blockquote")).toContainText("run their business with confidence");

  const software = page.getByRole("region", { name: "Software we support" });
  await expect(software.getByRole("link")).toHaveCount(5);

  const badges = page.getByRole("region", { name: "Recognized by Sage" }).getByRole("img");
  await expect(badges).toHaveCount(7);
});

test("offices: call line, the Ottawa head office, three regional headquarters, regions as plain text", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await open(page, "/company/offices");
  const { main, tollFree } = site.phones;
  await expect(page.getByRole("link", { name: `Call us at ${main.display}` })).toHaveAttribute(
    "href",
    `tel:${main.e164}`,
  );

  const hq = page.getByRole("region", { name: "Head office and regional headquarters" });
  await expect(hq.getByRole("heading", { level: 3 })).toHaveText([
    "Head office",
    "Northeast regional headquarters",
    "Southeast regional headquarters",
    "Canada regional headquarters",
  ]);
  // The head office is the address and numbers every page's footer gives.
  const head = hq.locator("#head-office");
  await expect(head.getByText("Ottawa, ON", { exact: true })).toBeVisible();
  await expect(head.locator("address")).toContainText(site.address.street);
  for (const phone of [main, tollFree]) {
    await expect(head.getByRole("link", { name: phone.display })).toHaveAttribute(
      "href",
      `tel:${phone.e164}`,
    );
  }
  await expect(page.getByRole("contentinfo")).toContainText(site.address.street);
  for (const city of ["Exton, PA", "Miami, FL", "Toronto, ON"]) {
    await expect(hq.getByRole("listitem").getByText(city, { exact: true })).toBeVisible();
  }

  const counts: [string, number][] = [
    ["Northeastern US", 12],
    ["Southeastern US", 12],
    ["Canada", 12],
    ["Gulf Coast", 1],
    ["West Coast", 4],
    ["Caribbean and South America", 5],
    ["Midwest", 2],
    ["Europe", 2],
  ];
  const global = page.getByRole("region", { name: "Global and local offices" });
  for (const [name, count] of counts) {
    const region = global.getByRole("group", { name, exact: true });
    await expect(region.getByRole("listitem"), name).toHaveCount(count);
    await expect(region.getByRole("link"), name).toHaveCount(0);
  }
  // The eight lists are named groups, not eight more landmarks.
  await expect(global.getByRole("region")).toHaveCount(0);
  await expect(global.getByText("Baton Rouge, Louisiana")).toBeVisible();
  await expect(global.getByText("Limassol, Cyprus")).toBeVisible();

  // The map beside the lists: our own inline drawing, said in words, fetching nothing.
  const map = global.getByRole("img", { name: "Map of our regions and offices", exact: true });
  await expect(map).toBeVisible();
  await expect(map).toHaveAccessibleDescription(
    /^The regions where we have local offices, numbered as in the lists: 1\. Northeastern US, .*8\. Europe\. Head office: Ottawa\. Regional headquarters: Exton, Miami,? and Toronto\./,
  );
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
});

test("offices: at 1,440 px the map stands beside the lists", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "/company/offices");
  const global = page.getByRole("region", { name: "Global and local offices" });
  const map = await global
    .getByRole("img", { name: "Map of our regions and offices", exact: true })
    .boundingBox();
  const first = await global.getByRole("group", { name: "Northeastern US" }).boundingBox();
  expect(first!.x).toBeGreaterThan(map!.x + map!.width);
  expect(Math.abs(first!.y - map!.y)).toBeLessThan(40);
});

for (const [path, name] of [
  ["/company/offices", "Global and local offices"],
  ["/fr/entreprise/bureaux", "Nos bureaux, ici et dans le monde"],
] as const) {
  test(`offices ${path}: at 1,440 px no column stands long empty beside the map or under the lists`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, path);
    const global = page.getByRole("region", { name });
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
}

test("offices: each headquarters is a LocalBusiness branch of the Organization", async ({
  request,
}) => {
  const blocks = await servedJsonLd(request, "/company/offices");
  const businesses = blocks.filter((b) => b["@type"] === "LocalBusiness");
  expect(businesses.map((b) => (b.address as { addressLocality: string }).addressLocality)).toEqual(
    ["Exton", "Miami", "Toronto"],
  );
  for (const b of businesses) {
    expect(b.branchOf).toEqual({ "@id": "https://www.ridgeline.example/#organization" });
  }
});

test("testimonials: 16 quotes, each a figure with blockquote and caption", async ({ page }) => {
  await open(page, "/company/customer/testimonal");
  const figures = page.locator("main figure");
  await expect(figures).toHaveCount(16);
  for (const figure of await figures.all()) {
    await expect(figure.locator("blockquote")).toHaveCount(1);
    await expect(figure.locator("figcaption")).toContainText(", ");
  }
  await expect(page.getByText("Maria Delgado")).toBeVisible();
  await expect(page.getByText("Corporate Controller, Coastline Marine Supply")).toBeVisible();
});

test("testimonials: two featured, the others by industry, each naming its product", async ({
  page,
}) => {
  await open(page, "/company/customer/testimonal");
  const featured = page.getByRole("region", { name: "Featured testimonials" });
  await expect(featured.locator("figure")).toHaveCount(2);
  await expect(featured.getByText("Maria Delgado")).toBeVisible();
  await expect(featured.getByRole("link", { name: "Sage 300" })).toHaveAttribute(
    "href",
    "/software/sage300",
  );

  const all = page.getByRole("region", { name: "What our customers say" });
  const industries = [
    ["Distribution, retail and logistics", 4],
    ["Manufacturing and construction", 4],
    ["Non-profit organizations and health care", 3],
    ["Professional services, media and real estate", 3],
  ] as const;
  await expect(all.getByRole("heading", { level: 3 })).toHaveText([
    "Browse by industry",
    ...industries.map(([name]) => name),
  ]);
  const index = all.getByRole("navigation", { name: "Browse by industry" });
  for (const [name, count] of industries) {
    await expect(
      index.getByRole("link", { name: `${name} (${count} testimonials)` }),
    ).toBeVisible();
  }
  await index.getByRole("link", { name: /^Manufacturing and construction/ }).click();
  await expect(page).toHaveURL(/#industry-manufacturing-construction$/);
  const heading = all.getByRole("heading", { name: "Manufacturing and construction" });
  await expect(heading).toBeInViewport();
  const group = page.locator("#industry-manufacturing-construction");
  await expect(group.locator("figure")).toHaveCount(4);
  await group.getByRole("link", { name: "Cloud hosting" }).click();
  await expect(page).toHaveURL(/\/services\/hosting$/);
});

for (const width of [375, 890, 1440]) {
  test(`at ${width} px no grid of cards ends with one card alone on its row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/company/customer/testimonal");
    const lists = page.getByRole("main").locator("ul:has(> li > figure)");
    await expect(lists).toHaveCount(5);
    for (const list of await lists.all()) {
      const rows = await cardRows(list);
      expect(endsWithLoneCard(rows), `rows of ${rows.join(", ")}`).toBe(false);
    }
    await open(page, "/company/about-us");
    const software = page.getByRole("region", { name: "Software we support" }).getByRole("list");
    const rows = await cardRows(software);
    expect(endsWithLoneCard(rows), `rows of ${rows.join(", ")}`).toBe(false);
  });
}

test("success stories: each story with its result and its customer's quote", async ({ page }) => {
  await open(page, "/company/customer/succes-stories");
  const stories = page.locator("main article");
  await expect(stories).toHaveCount(4);
  await expect(stories.getByRole("heading", { level: 2 })).toHaveText([
    "Coastline Marine Supply",
    "Brandywine Precision Components",
    "Gulfstream Logistics",
    "Northern Lights Community Foundation",
  ]);
  for (const story of await stories.all()) {
    await expect(story.getByRole("heading", { name: "The result" })).toBeVisible();
    await expect(story.locator("figure blockquote")).toHaveCount(1);
  }
  await expect(page.getByRole("img", { name: /ledger and a rising chart/ })).toBeVisible();
});

test("awards: the list, five logos and links to Sage 300 and Sage 100", async ({ page }) => {
  await open(page, "/company/awards");
  const list = page.getByRole("region", { name: "Partner awards and rankings" });
  for (const title of [
    "#1 Sage Cloud Partner in the World",
    "Top 10 Sage Reseller in North America",
    "Sage Diamond Partner",
    "Sage Select Partner",
    "Sage CEO Circle Member",
    "Gold Certified Partner",
    "Silver Certified Partner",
  ]) {
    await expect(list.getByRole("heading", { name: title })).toBeVisible();
  }

  const logos = page.getByRole("region", { name: "Award logos" }).getByRole("img");
  await expect(logos).toHaveCount(5);
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
    expect(shown.src).toMatch(/\/media\/company\/awards\/[a-z0-9-]+-\d+\.avif$/);
    expect(shown.enough).toBe(true);
  }

  const products = page.getByRole("region", { name: "Recognition earned on the products you run" });
  await expect(products.getByRole("link", { name: "Sage 300" })).toHaveAttribute(
    "href",
    "/software/sage300",
  );
  await products.getByRole("link", { name: "Sage 100" }).click();
  await expect(page).toHaveURL(/\/software\/sage100$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sage 100");

  await page.goBack();
  await page
    .getByRole("region", { name: "Recognition earned on the products you run" })
    .getByRole("link", { name: "Sage 300" })
    .click();
  await expect(page).toHaveURL(/\/software\/sage300$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sage 300");
});

for (const [width, columns] of [
  [375, 1],
  [1440, 2],
] as const) {
  test(`awards: at ${width} px the list runs in ${columns} column(s), newest first`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/company/awards");
    const items = page
      .getByRole("region", { name: "Partner awards and rankings" })
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
  for (const path of [
    "/company/about-us",
    "/fr/entreprise/a-propos",
    "/company/awards",
    "/fr/entreprise/prix",
    "/company/press-releases",
    "/fr/entreprise/communiques",
    "/company/press-releases/2012-02-07-ridgeline-becomes-sage-diamond-partner",
    "/fr/entreprise/communiques/2012-02-07-ridgeline-becomes-sage-diamond-partner",
  ]) {
    await open(page, path);
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
});
