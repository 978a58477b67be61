import { expect, test, type Page } from "@playwright/test";
import { loadServices } from "../../src/content/services.server";
import { loadProduct } from "../../src/content/software.server";
import type { ProductSlug } from "../../src/content/schemas/software";
import { localizedPath, type CanonicalPath } from "../../src/lib/route-table";
import {
  expectImagesResolve,
  expectNoEmptyLinks,
  expectSideList,
  jsonLd,
} from "./support/content-pages";
import { pageOwnScripts } from "./support/fixtures";

type ProductCase = {
  slug: string;
  h1: string;
  /** Its label in the side list, which lists every product and service page. */
  sideListLabel: string;
  facts: (string | RegExp)[];
  videoId?: string;
};

const products: ProductCase[] = [
  {
    slug: "sage300",
    h1: "Sage 300",
    sideListLabel: "Sage 300",
    facts: [
      "11,000+",
      "Financial capabilities",
      "Operations modules",
      "Manufacturing",
      "Wholesale distribution",
      "Retail",
      "Construction",
      "Professional services",
      "Non-profit organizations",
      "Healthcare",
      "Hospitality and tourism",
    ],
    videoId: "q8Vx3LmT2dA",
  },
  {
    slug: "sage100",
    h1: "Sage 100",
    sideListLabel: "Sage 100",
    facts: [
      "Six module areas",
      "Core accounting",
      "Business intelligence",
      "Warehouse and distribution",
      "HR and payroll",
    ],
    videoId: "Lm4tR8wKz2Q",
  },
  {
    slug: "sage-intact",
    h1: "Sage Intacct",
    sideListLabel: "Sage Intacct",
    facts: ["Core capabilities", "Multi-entity consolidation", "Dimensional reporting", "Modules"],
    videoId: "Xr2nP7dJ5tE",
  },
  {
    slug: "sage-crm",
    h1: "Sage CRM",
    sideListLabel: "Sage CRM",
    facts: [
      "Benefits",
      "The Sage Difference",
      "10,000+",
      /70 countries/,
      "6.3 million",
      "3.1 million",
      "13,400",
      "30,000",
      "40,000",
      "30 years",
    ],
    videoId: "Hc7sW3pQ9bN",
  },
  {
    slug: "sage-hrms-payroll",
    h1: "Sage HRMS & Payroll",
    sideListLabel: "Sage HRMS & Payroll",
    facts: ["Sage HRMS", "Employee Self Service", "Payroll"],
  },
];

/** The one script of a product page (src/components/enhance/media-links.astro). */
const pageScript = /\/assets\/media-links\.[\w.-]+\.js$/;
/** Vite's helper for the Enlarge script's dynamic import of the viewer. */
const importHelper = /\/assets\/preload-helper\.[\w-]+\.js$/;

async function expectPdfLinksWork(page: Page) {
  const links = page.locator('main a[href$=".pdf"]');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAccessibleName(/PDF/);
    const href = (await link.getAttribute("href"))!;
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toMatch(/^application\/pdf/);
  }
}

test.describe("software overview", () => {
  test("introduces and links to all five products, with the side list", async ({ page }) => {
    await page.goto("/software");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sage business software");
    const main = page.getByRole("main");
    for (const product of products) {
      await expect(
        main.locator(`a[href="/software/${product.slug}"]`).first(),
        product.slug,
      ).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { name: "Which product for which business" }),
    ).toBeVisible();
    await expectSideList(page);
    await expectNoEmptyLinks(page);
    await expectImagesResolve(page, page.request);
    const list = (await jsonLd(page)).find((d) => d["@type"] === "ItemList");
    expect((list?.itemListElement as unknown[]).length).toBe(5);
  });

  test("a product card leads to its page", async ({ page }) => {
    await page.goto("/software");
    await page
      .getByRole("main")
      .getByRole("link", { name: "Sage Intacct", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/software\/sage-intact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sage Intacct");
  });
});

for (const product of products) {
  test.describe(`/software/${product.slug}`, () => {
    test("shows its heading, key facts, side list and structured data", async ({ page }) => {
      await page.goto(`/software/${product.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.h1);
      const main = page.getByRole("main");
      for (const fact of product.facts) {
        await expect(main.getByText(fact).first(), String(fact)).toBeVisible();
      }
      await expectSideList(page, product.sideListLabel);
      const data = await jsonLd(page);
      expect(data.find((d) => d["@type"] === "Service")).toMatchObject({ name: product.h1 });
      expect(data.some((d) => d["@type"] === "VideoObject")).toBe(Boolean(product.videoId));
    });

    test("links only to real destinations: PDFs open, images load, no empty links", async ({
      page,
    }) => {
      await page.goto(`/software/${product.slug}`);
      await expectNoEmptyLinks(page);
      await expectPdfLinksWork(page);
      await expectImagesResolve(page, page.request);
    });

    test("REQUEST A DEMO opens the contact form with the product preselected", async ({ page }) => {
      await page.goto(`/software/${product.slug}`);
      const demo = page.getByRole("link", { name: "Request a demo" });
      await expect(demo).toHaveCount(2);
      // The demo band closes the page: the banner after it offers no second button.
      const banner = page.getByRole("region", { name: "How Can We Help?" });
      await expect(banner.getByRole("link", { name: "Get In Touch" })).toHaveCount(0);
      await demo.first().click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?product=${product.slug}$`));
    });
  });
}

test("capabilities without a document are plain text, not links", async ({ page }) => {
  await page.goto("/software/sage300");
  const capabilities = page.locator("#capabilities");
  await expect(capabilities.getByText("Intercompany Transactions", { exact: true })).toBeVisible();
  await expect(capabilities.getByRole("link", { name: /Intercompany Transactions/ })).toHaveCount(
    0,
  );
  await expect(
    capabilities.getByRole("link", { name: /General Ledger.*PDF, 2 pages/ }),
  ).toBeVisible();
});

test("the industries image is zoomable and served in sizes up to 1600px", async ({ page }) => {
  await page.goto("/software/sage300");
  await expect(page.getByRole("link", { name: /^Enlarge: The eight industries/ })).toHaveAttribute(
    "href",
    "/media/software/sage300/industries-1600.webp",
  );
  await expect(page.locator('main img[srcset*="industries-800.webp 800w"]')).toHaveCount(1);
  const large = await page.request.get("/media/software/sage300/industries-1600.webp");
  expect(large.status()).toBe(200);
});

test.describe("video facade", () => {
  test("requests nothing from the video provider until played, then embeds the nocookie player", async ({
    page,
  }) => {
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
    const play = page.getByRole("link", { name: /Play video.*Sage 300 overview/ });
    await play.scrollIntoViewIfNeeded();
    await expect(play.locator("img")).toHaveAttribute(
      "src",
      /^\/media\/software\/sage300\/video-poster/,
    );
    await page.waitForLoadState("networkidle");
    expect(providerRequests).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await play.click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/q8Vx3LmT2dA?autoplay=1",
    );
    await expect(frame).toHaveAttribute("title", /Sage 300 overview/);
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
      const play = page.getByRole("link", { name: /Play video/ });
      await play.focus();
      await page.keyboard.press(key);
      await expect(page.locator("iframe")).toHaveAttribute(
        "src",
        "https://www.youtube-nocookie.com/embed/Hc7sW3pQ9bN?autoplay=1",
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
      page.getByRole("link", { name: /Play video/ }).click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await expect(page.locator("html")).toHaveAttribute("data-click-prevented", "false");
    await expect(page).toHaveURL("/software/sage-crm");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Play video/ })).toBeVisible();
  });

  test("loads no script but the page's own before play, and none for the player", async ({
    page,
  }) => {
    await page.route(/youtube(-nocookie)?\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "" }),
    );
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/software/sage-crm");
    const play = page.getByRole("link", { name: /Play video/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    // The page script (its import helper is the search launcher's too), beside the launcher.
    expect(scripts.filter((path) => importHelper.test(path))).toHaveLength(1);
    expect(pageOwnScripts(scripts)).toEqual([expect.stringMatching(pageScript)]);

    await play.click();
    await expect(page.locator("iframe")).toBeFocused();
    await expect(page.getByText("Now playing")).toBeVisible();
    // The player's frame navigates a moment after it is inserted: wait for it to exist.
    const playerFrame = () =>
      page.frames().find((frame) => frame.url().includes("youtube-nocookie"));
    await expect.poll(() => playerFrame() !== undefined).toBe(true);
    await playerFrame()!.waitForLoadState("load");
    expect(pageOwnScripts(scripts)).toHaveLength(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the poster leads to the video on the provider's site", async ({ page }) => {
      const watch = "https://www.youtube.com/watch?v=Hc7sW3pQ9bN";
      // Hermetic: the provider's page is answered here.
      await page.route(/youtube\.com/, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>watch</title>" }),
      );
      await page.goto("/software/sage-crm");
      const play = page.getByRole("link", { name: /Play video/ });
      await expect(play).toHaveAttribute("href", watch);
      await play.click();
      await expect(page).toHaveURL(watch);
    });
  });
});

test("the pages with Enlarge or play links, and only they, load the script that runs them", async ({
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
    const scripts = [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(
      scripts.some((src) => pageScript.test(src!)),
      path,
    ).toBe(hasLinks);
  }
  // The product pages: in English, and in French wherever the French pages are served.
  const productPages = products.flatMap((p) => {
    const path = `/software/${p.slug}` as CanonicalPath;
    return [path, localizedPath(path, "fr")];
  });
  expect(withLinks.sort()).toEqual(productPages.filter((path) => served.includes(path)).sort());
  expect(withLinks).toEqual(expect.arrayContaining(products.map((p) => `/software/${p.slug}`)));
});

test.describe("the product pages' layout", () => {
  for (const product of products) {
    const sections = loadProduct(product.slug as ProductSlug).sections;

    test(`/software/${product.slug}: 'On this page' lists its sections and leads to each`, async ({
      page,
    }) => {
      await page.goto(`/software/${product.slug}`);
      const list = page.getByRole("navigation", { name: "On this page" });
      const links = list.getByRole("link");
      await expect(links).toHaveText(sections.map((section) => section.heading));
      await links.last().click();
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
    const list = page.getByRole("navigation", { name: "On this page" });
    const first = page.getByRole("heading", { level: 2, name: sections300[0]! });
    expect((await list.boundingBox())!.y).toBeLessThan((await first.boundingBox())!.y);
  });

  test("at 1440px the side column sits beside the first sections, and the rest run across", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const paths = [
      ...products.map((product) => `/software/${product.slug}`),
      ...loadServices().map((service) => `/services/${service.slug}`),
    ];
    for (const path of paths) {
      await page.goto(path);
      const side = (await page
        .getByRole("complementary", { name: "Software and IT Support" })
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

const sections300 = loadProduct("sage300").sections.map((section) => section.heading);

test.describe("no card alone on the last row of a grid", () => {
  const paths = [
    ...products.map((product) => `/software/${product.slug}`),
    ...loadServices().map((service) => `/services/${service.slug}`),
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
