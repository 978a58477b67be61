import { describe, expect, it } from "vitest";
import { pressReleaseAddresses } from "../../src/content/press-release-addresses";
import { languageTag, locales } from "../../src/i18n/locale";
import {
  errorPathIn,
  localizedPages,
  notFoundPathIn,
  routeIn,
  pressReleasePath,
} from "../../src/lib/route-table";
import { inSitemap, robotsTxt, sitemapEntry, sitemapIndexFile } from "./seo-files";

const origin = "https://staging.ridgeline.example";
const url = (pathname: string) => (pathname === "/" ? `${origin}/` : `${origin}${pathname}`);
const entry = (pathname: string) => sitemapEntry({ url: url(pathname) });
const releases = pressReleaseAddresses();

describe("the sitemap's pages", () => {
  const indexable = localizedPages.filter((page) => page.indexable !== false);
  const hidden = localizedPages.filter((page) => page.indexable === false);

  it("lists every indexable page in both languages, however the build spells its URL", () => {
    expect(indexable.length).toBeGreaterThan(locales.length);
    for (const page of indexable) {
      expect(inSitemap(url(page.path)), page.path).toBe(true);
      const slashed = page.path === "/" ? url("/") : `${url(page.path)}/`;
      expect(inSitemap(slashed), page.path).toBe(true);
    }
  });

  it("lists each press release's page in both languages, and not its first address", () => {
    expect(releases.length).toBeGreaterThan(0);
    for (const { file, paths } of releases) {
      for (const locale of locales) {
        expect(inSitemap(url(paths[locale])), paths[locale]).toBe(true);
        const first = pressReleasePath(file, locale);
        if (first !== paths[locale]) expect(inSitemap(url(first)), first).toBe(false);
      }
    }
  });

  it("leaves out pages kept from search engines, the error pages and anything else", () => {
    expect(hidden.length).toBeGreaterThan(0);
    for (const page of hidden) expect(inSitemap(url(page.path)), page.path).toBe(false);
    for (const locale of locales) {
      expect(inSitemap(url(notFoundPathIn(locale)))).toBe(false);
      expect(inSitemap(url(errorPathIn(locale)))).toBe(false);
    }
    expect(inSitemap(url("/admin"))).toBe(false);
    expect(inSitemap(url("/admin/content"))).toBe(false);
    expect(inSitemap(url(`${pressReleasePath("x", "en")}/more`))).toBe(false);
  });
});

describe("a sitemap entry", () => {
  it("names the page in each language by its own slug, and English as x-default", () => {
    for (const page of localizedPages.filter((p) => p.indexable !== false)) {
      const twins = Object.fromEntries(locales.map((l) => [l, routeIn(page.canonical, l).path]));
      expect(entry(page.path), page.path).toEqual({
        url: url(page.path),
        links: [
          ...locales.map((l) => ({ lang: languageTag[l], url: url(twins[l]!) })),
          { lang: "x-default", url: url(twins.en!) },
        ],
        priority: page.priority ?? 0.5,
      });
    }
  });

  it("is the same for both twins, so that each names the other", () => {
    for (const page of localizedPages.filter((p) => p.indexable !== false)) {
      const twin = routeIn(page.canonical, page.locale === "en" ? "fr" : "en");
      expect(entry(twin.path).links).toEqual(entry(page.path).links);
    }
  });

  it("pairs a press release's pages by the release's file name, each at its own address", () => {
    for (const { paths } of releases) {
      const [en, fr] = locales.map((locale) => entry(paths[locale]));
      expect(en!.links).toEqual([
        ...locales.map((l) => ({ lang: languageTag[l], url: url(paths[l]) })),
        { lang: "x-default", url: url(paths.en) },
      ]);
      expect(fr!.links).toEqual(en!.links);
      expect(fr!.url).toBe(url(paths.fr));
    }
  });

  it("drops the trailing slash a directory build may give a URL", () => {
    const page = localizedPages.find((p) => p.path !== "/" && p.indexable !== false)!;
    expect(sitemapEntry({ url: `${url(page.path)}/` }).url).toBe(url(page.path));
    expect(entry("/").url).toBe(`${origin}/`);
  });

  it("refuses a page the sitemap does not list", () => {
    expect(() => entry(notFoundPathIn("fr"))).toThrow();
  });
});

describe("robots.txt", () => {
  it("opens the production site to crawlers and names its sitemap index", () => {
    const robots = robotsTxt("https://www.ridgeline.example");
    expect(robots).toContain("Allow: /");
    expect(robots).toContain(`Sitemap: https://www.ridgeline.example/${sitemapIndexFile}`);
  });

  it("closes every other origin (staging, previews) to crawlers", () => {
    const robots = robotsTxt(origin);
    expect(robots).toBe("User-agent: *\nDisallow: /\n");
  });
});
