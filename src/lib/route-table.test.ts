import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  isCanonicalPath,
  isPagePath,
  localizedHref,
  localizedPages,
  localizedPath,
  pageAt,
  pageFileOf,
  pages,
  redirectMap,
  resolveRedirect,
} from "./route-table";

/** Every .astro entry under src/pages, relative to src/. */
function astroEntries(dir = "src/pages"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return astroEntries(full);
    return entry.name.endsWith(".astro") ? [path.relative("src", full)] : [];
  });
}

describe("route table", () => {
  it("has unique canonical paths without trailing slashes", () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
    }
  });

  it("puts every French page under /fr, at a path of its own", () => {
    const french = localizedPages.filter((p) => p.locale === "fr");
    expect(french).toHaveLength(pages.length);
    for (const page of french) {
      expect(page.path, page.canonical).toMatch(/^\/fr(\/[a-z0-9-]+)*$/);
      expect(pageAt(page.path)?.canonical).toBe(page.canonical);
    }
    expect(new Set(french.map((p) => p.path)).size).toBe(french.length);
  });

  it.each([
    ["/", "/fr"],
    ["/software/sage300", "/fr/logiciels/sage300"],
    ["/software/sage-intact", "/fr/logiciels/sage-intacct"],
    ["/company/press-releases", "/fr/entreprise/communiques"],
    ["/contact", "/fr/nous-joindre"],
  ] as const)("places %s in French at %s", (canonical, french) => {
    expect(localizedPath(canonical, "fr")).toBe(french);
    expect(localizedPath(canonical, "en")).toBe(canonical);
  });

  it.each([
    ["/company/press-releases#2019-12-10-x", "/fr/entreprise/communiques#2019-12-10-x"],
    ["/contact", "/fr/nous-joindre"],
    ["/contact?product=sage300", "/fr/nous-joindre?product=sage300"],
    ["https://help.ridgeline.example", "https://help.ridgeline.example"],
    ["#top", "#top"],
  ])("maps the link %s to %s on a French page", (href, french) => {
    expect(localizedHref(href, "fr")).toBe(french);
    expect(localizedHref(href, "en")).toBe(href);
  });

  it("builds every page of both languages from two catch-all entries, beside the press releases' and the 404 and error pages", () => {
    expect(astroEntries().sort()).toEqual(
      [
        "pages/404.astro",
        "pages/500.astro",
        "pages/[...path].astro",
        "pages/admin/index.astro",
        "pages/company/press-releases/[slug].astro",
        "pages/fr/404.astro",
        "pages/fr/500.astro",
        "pages/fr/[...path].astro",
        "pages/fr/entreprise/communiques/[slug].astro",
      ].sort(),
    );
  });

  it.each([
    ["/", "index.html"],
    ["/software/sage300", "software/sage300/index.html"],
    ["/404", "404.html"],
    ["/500", "500.html"],
    ["/fr", "fr/index.html"],
    ["/fr/404", "fr/404/index.html"],
    ["/fr/logiciels/sage300", "fr/logiciels/sage300/index.html"],
  ])("builds %s as %s", (pathname, file) => {
    expect(pageFileOf(pathname)).toBe(file);
  });

  it.each([
    ["/software/", "/software"],
    ["/company/awards/", "/company/awards"],
    ["/support/contact-support/", "/support/contact-support"],
    ["/company/contact", "/contact"],
    ["/company/contact/", "/contact"],
    ["/company/customer/success-stories", "/company/customer/succes-stories"],
    ["/company/customer/success-stories/", "/company/customer/succes-stories"],
    ["/company/customer/testimonials", "/company/customer/testimonal"],
    // The original's relative links, resolved against the page the visitor was on.
    ["/software/company/about-us", "/company/about-us"],
    ["/company/company/offices", "/company/offices"],
    ["/software/sage300/company/about-us", "/company/about-us"],
    ["/services/software/sage300", "/software/sage300"],
    ["/company/customer/software/sage-intact/", "/software/sage-intact"],
    ["/support/newsletters/company/customer/testimonal", "/company/customer/testimonal"],
    ["/fr/", "/fr"],
    ["/fr/logiciels/sage300/", "/fr/logiciels/sage300"],
    ["/fr/nous-joindre/", "/fr/nous-joindre"],
    // A French page's former French address.
    ["/fr/services/client-care", "/fr/services/forfait-soutien-ti"],
    ["/fr/services/client-care/", "/fr/services/forfait-soutien-ti"],
  ])("redirects %s to %s", (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it.each([
    ["/"],
    ["/software"],
    ["/company/customer/succes-stories"],
    ["/unknown"],
    ["/software/unknown/"],
    ["/services/company/unknown"],
  ])("does not redirect %s", (path) => {
    expect(resolveRedirect(path)).toBeNull();
  });

  it("never redirects to a path that is not a page, nor from one that is", () => {
    for (const [from, to] of redirectMap()) {
      expect(isPagePath(to), `${from} -> ${to}`).toBe(true);
      expect(isPagePath(from), from).toBe(false);
    }
  });

  it("keeps the old English addresses English: no alias leads to a French page", () => {
    for (const [from, to] of redirectMap()) {
      if (!from.startsWith("/fr/")) expect(isCanonicalPath(to), `${from} -> ${to}`).toBe(true);
    }
  });
});
