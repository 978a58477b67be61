import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  errorPath,
  isCanonicalPath,
  notFoundPath,
  pageEntryFile,
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

  it("gives every page a unique title, description and heading", () => {
    for (const key of ["title", "description", "heading"] as const) {
      const values = pages.map((p) => p[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const page of pages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it("has an Astro entry for every page, and no entry that is not a page, the 404 or the error page", () => {
    const expected = [...pages.map((p) => p.path), notFoundPath, errorPath].map(pageEntryFile);
    expect(astroEntries().sort()).toEqual(expected.sort());
  });

  it.each([
    ["/", "index.html"],
    ["/software/sage300", "software/sage300/index.html"],
    ["/404", "404.html"],
    ["/500", "500.html"],
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

  it("never redirects to a non-canonical path, nor from a canonical one", () => {
    for (const [from, to] of redirectMap()) {
      expect(isCanonicalPath(to), `${from} -> ${to}`).toBe(true);
      expect(isCanonicalPath(from), from).toBe(false);
    }
  });
});
