import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { isGroup } from "../../src/content/navigation";
import { ogLocale } from "../../src/i18n/locale";
import { brandShareImage, shareImagePath, type CanonicalPath } from "../../src/lib/route-table";
import { jsonLd } from "./support/content-pages";
import {
  companyFacts,
  documentTitle,
  menuLabel,
  menus,
  pageText,
  pressReleases,
  product,
  sitePages,
  trainingVideos,
} from "./support/content";
import { expect, test } from "./support/fixtures";

/**
 * What search engines and link previews read, straight from the raw HTML of
 * every canonical page (no browser): titles, descriptions, canonical URLs,
 * Open Graph and Twitter tags, and the JSON-LD blocks with their types.
 */

/** The public origin the build was made for: the site's own unless SITE_URL says otherwise. */
const production = companyFacts().url;
const origin = (process.env.SITE_URL ?? production).replace(/\/$/, "");

type Head = {
  title: string;
  metas: Record<string, string>[];
  links: Record<string, string>[];
  jsonLd: unknown[];
};

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/\s([a-zA-Z:-]+)="([^"]*)"/g)) attrs[m[1]!] = decode(m[2]!);
  return attrs;
}

function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ""),
    metas: [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attributes(m[0])),
    links: [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0])),
    // Parsed as JSON: a block that does not parse fails the test here.
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as unknown,
    ),
  };
}

const meta = (head: Head, key: string) =>
  head.metas.find((m) => m.name === key || m.property === key)?.content;

/** Every @type anywhere in the JSON-LD (top level, @graph, nested items). */
function types(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) types(item, found);
  else if (value && typeof value === "object") {
    const type = (value as Record<string, unknown>)["@type"];
    for (const t of [type].flat()) if (typeof t === "string") found.add(t);
    for (const child of Object.values(value)) types(child, found);
  }
  return found;
}

function expectedTypes(path: string): string[] {
  const expected = ["Organization", "WebPage"];
  if (path !== "/") expected.push("BreadcrumbList");
  if (path === "/company/offices") expected.push("LocalBusiness");
  if (path === "/company/press-releases") expected.push("NewsArticle");
  if (path === "/support/training-videos") expected.push("VideoObject");
  if (path.startsWith("/software/") || path.startsWith("/services/")) expected.push("Service");
  return expected;
}

async function headOf(request: APIRequestContext, path: string, status = 200): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  return parseHead(await response.text());
}

test.describe("search and sharing tags on every page, in both languages", () => {
  for (const page of sitePages) {
    test(`${page.path}: title, description, canonical, Open Graph, Twitter and JSON-LD`, async ({
      request,
    }) => {
      const french = page.locale === "fr";
      const head = await headOf(request, page.path);
      const url = page.path === "/" ? `${origin}/` : `${origin}${page.path}`;

      expect(head.title).toBe(documentTitle(page.title));
      expect(meta(head, "description")).toBe(page.description);
      expect(head.links.filter((l) => l.rel === "canonical").map((l) => l.href)).toEqual([url]);

      expect(meta(head, "og:title")).toBe(page.title);
      expect(meta(head, "og:description")).toBe(page.description);
      expect(meta(head, "og:url")).toBe(url);
      // A card with the page's title; the brand card of the page's language on the home
      // and thank-you pages.
      const image = shareImagePath(page.path);
      const ownCard = page.canonical !== "/" && page.indexable !== false;
      expect(image === brandShareImage[page.locale]).toBe(!ownCard);
      expect(meta(head, "og:image")).toBe(`${origin}${image}`);
      expect(meta(head, "twitter:card")).toBe("summary_large_image");
      expect(meta(head, "twitter:image")).toBe(`${origin}${image}`);
      // The share image has a text alternative on both networks' tags: the words around
      // the title and the company's name are the share card's own (src/lib/seo.ts); the
      // brand card's words are the footer's tagline.
      const { name } = companyFacts();
      const { tagline } = menus(page.locale).footer;
      expect(meta(head, "og:image:alt")).toBe(
        french
          ? ownCard
            ? `${page.title}, sous le logo de ${name}`
            : `Logo de ${name} et «\u00a0${tagline}\u00a0» sur fond bleu marine`
          : ownCard
            ? `${page.title}, under the ${name} logo`
            : `${name} logo and “${tagline}” on a navy background`,
      );
      expect(meta(head, "twitter:image:alt")).toBe(meta(head, "og:image:alt"));
      expect(meta(head, "og:locale")).toBe(ogLocale[page.locale]);
      expect(meta(head, "og:locale:alternate")).toBe(ogLocale[french ? "en" : "fr"]);

      const robots = meta(head, "robots");
      if (page.indexable === false) expect(robots).toBe("noindex");
      else if (origin === production) expect(robots).toBeUndefined();

      const found = types(head.jsonLd);
      for (const type of expectedTypes(page.canonical)) expect([...found], type).toContain(type);
      if (page.canonical === "/") expect(found.has("BreadcrumbList")).toBe(false);
      const webPage = head.jsonLd.find(
        (block) => (block as { "@type"?: string })["@type"] === "WebPage",
      ) as { inLanguage?: string } | undefined;
      expect(webPage?.inLanguage).toBe(french ? "fr-CA" : "en-CA");

      const crumbs = head.jsonLd.find(
        (block) => (block as { "@type"?: string })["@type"] === "BreadcrumbList",
      ) as { itemListElement: { position: number; item?: string }[] } | undefined;
      if (crumbs) {
        expect(crumbs.itemListElement.map((c) => c.position)).toEqual(
          crumbs.itemListElement.map((_, i) => i + 1),
        );
        expect(crumbs.itemListElement.at(0)?.item).toBe(french ? `${origin}/fr` : `${origin}/`);
        expect(crumbs.itemListElement.at(-1)?.item).toBe(url);
      }
    });
  }

  test("titles and descriptions are unique across pages", async ({ request }) => {
    const heads = await Promise.all(sitePages.map((p) => headOf(request, p.path)));
    const titles = heads.map((h) => h.title);
    const descriptions = heads.map((h) => meta(h, "description"));
    expect(new Set(titles).size).toBe(sitePages.length);
    expect(new Set(descriptions).size).toBe(sitePages.length);
  });

  test("the 404 page has no canonical URL or breadcrumbs and is kept out of the index", async ({
    request,
  }) => {
    const head = await headOf(request, "/no-such-page", 404);
    expect(head.title).toBe(documentTitle(pageText("/404", "en").title));
    expect(head.links.some((l) => l.rel === "canonical")).toBe(false);
    expect(meta(head, "robots")).toBe("noindex");
    expect([...types(head.jsonLd)]).toEqual(["Organization", "PostalAddress"]);
  });

  test("every share image exists: a PNG under 60 KB served from the site itself", async ({
    request,
  }) => {
    const images = new Set(sitePages.map((page) => shareImagePath(page.path)));
    // Every listed page's own card but the home pages', and a brand card in each language
    // for the rest.
    const ownCards = sitePages.filter((p) => p.canonical !== "/" && p.indexable !== false);
    expect(images.size).toBe(ownCards.length + Object.keys(brandShareImage).length);
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/png");
      expect((await response.body()).length, image).toBeLessThan(60 * 1024);
    }
  });
});

test("robots.txt names the sitemap, which lists every indexable page with the alternates in its head", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  if (origin === production) {
    expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
  } else {
    expect(robots).toBe("User-agent: *\nDisallow: /\n");
  }

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await request.get("/sitemap-index.xml");
  expect(index.status()).toBe(200);
  const sitemaps = locs(await index.text());
  expect(sitemaps.length).toBeGreaterThan(0);
  /** Each listed URL's alternates, by hreflang. */
  const listed = new Map<string, Record<string, string>>();
  for (const sitemap of sitemaps) {
    expect(sitemap.startsWith(`${origin}/`), sitemap).toBe(true);
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    for (const [, entry] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const alternates = [
        ...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ];
      listed.set(locs(entry!)[0]!, Object.fromEntries(alternates.map((m) => [m[1]!, m[2]!])));
    }
  }

  const url = (path: string) => (path === "/" ? `${origin}/` : `${origin}${path}`);
  for (const page of sitePages) {
    expect(listed.has(url(page.path)), page.path).toBe(page.indexable !== false);
  }
  const releases = pressReleases("en");
  expect(releases.length).toBeGreaterThan(0);
  for (const { slug, paths } of releases) {
    for (const locale of ["en", "fr"] as const) {
      expect(listed.has(url(paths[locale])), slug).toBe(true);
    }
  }
  expect(listed.size).toBe(
    sitePages.filter((p) => p.indexable !== false).length + 2 * releases.length,
  );
  // The same twins as the page's own head names, so that the two never disagree.
  for (const [loc, alternates] of listed) {
    const head = await headOf(request, new URL(loc).pathname);
    const inHead = head.links
      .filter((link) => link.rel === "alternate" && link.hreflang)
      .map((link) => [link.hreflang!, link.href!]);
    expect(alternates, loc).toEqual(Object.fromEntries(inHead));
    expect(Object.keys(alternates), loc).toHaveLength(3);
  }
});

test("after navigating by the menus the head describes the new page, JSON-LD included", async ({
  page,
}) => {
  // Each page load brings its own head; the menus must lead to pages that carry theirs.
  const menuTo = async (path: CanonicalPath) => {
    const group = menus("en").mainMenu.find((g) =>
      g.items.some((item) => !isGroup(item) && item.to === path),
    )!;
    await page.getByRole("button", { name: group.label, exact: true }).click();
    await page
      .getByRole("link", { name: menuLabel(path, "en"), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(documentTitle(pageText(path, "en").title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
  };
  const byType = async (type: string) =>
    (await jsonLd(page)).filter((block) => block["@type"] === type);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");

  await menuTo("/software/sage300");
  expect(await byType("Service")).toEqual([
    expect.objectContaining({
      "@id": `${origin}/software/sage300#service`,
      name: product("sage300", "en").name,
      url: `${origin}/software/sage300`,
      image: expect.stringMatching(/^https?:\/\/.+\.(png|webp|avif|jpe?g|svg)$/),
    }),
  ]);

  await menuTo("/services/hosting");
  expect(await byType("Service")).toEqual([
    expect.objectContaining({
      "@id": `${origin}/services/hosting#service`,
      provider: { "@id": `${origin}/#organization` },
    }),
  ]);

  await menuTo("/support/training-videos");
  expect(await byType("Service")).toEqual([]);
  expect(await byType("VideoObject")).toHaveLength(
    trainingVideos("en").sections.flatMap((section) => section.videos).length,
  );
  expect((await byType("Organization")).length).toBe(1);
});

test("without VITALS_URL the build ships no web-vitals code at all", () => {
  test.skip(Boolean(process.env.VITALS_URL), "this build was made with VITALS_URL set");
  const assets = path.resolve("build/client/assets");
  expect(existsSync(assets)).toBe(true);
  const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  // Astro still writes the measuring component's script module, empty (its code is
  // dropped when VITALS_URL is unset), and no page names it.
  expect(
    scripts.filter((f) => /vitals/i.test(f) && statSync(path.join(assets, f)).size > 0),
  ).toEqual([]);
  for (const file of scripts) {
    const code = readFileSync(path.join(assets, file), "utf8");
    expect(code.includes("sendBeacon"), file).toBe(false);
  }
});
