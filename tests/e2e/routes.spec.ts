import { redirectMap } from "../../src/lib/route-table";
import { languageTag, otherLocale } from "../../src/i18n/locale";
import { languageScore } from "../../src/i18n/language-score";
import { documentTitle, pageText, pathOf, sitePages, ui } from "./support/content";
import { expectClosing } from "./support/closing";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { labelProblems } from "./support/labels";
import {
  bigFigures,
  expectScriptsOnLoad,
  nothingTooSmall,
  recordScripts,
  tooSmall,
  visibleText,
} from "./support/page-checks";
import { smallText } from "./support/text-size";

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** A page's hreflang alternates, as "fr-CA /fr/…", sorted. */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/g)]
    .map((m) => `${m[2]} ${new URL(m[1]!).pathname}`)
    .sort();

test.describe("every page in both languages, before any script runs", () => {
  for (const route of sitePages) {
    test(`${route.path} answers 200 with its h1, title and twin in the raw HTML`, async ({
      request,
    }) => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
        decodeEntities(m[1]!.replace(/<[^>]+>/g, "")),
      );
      expect(h1s).toEqual([route.heading]);
      const title = decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
      expect(title).toBe(documentTitle(route.title));
      // It names its twin in the other language in hreflang, and the twin names it back;
      // the header's switcher leads to the twin, in the twin's language.
      const twinLocale = otherLocale(route.locale);
      const twin = pathOf(route.canonical, twinLocale);
      const mine = alternates(html);
      expect(mine).toEqual(
        [
          `en-CA ${pathOf(route.canonical, "en")}`,
          `fr-CA ${pathOf(route.canonical, "fr")}`,
          `x-default ${pathOf(route.canonical, "en")}`,
        ].sort(),
      );
      expect(alternates(await (await request.get(twin)).text())).toEqual(mine);
      const link = /<a href="([^"]+)" hrefLang="([^"]+)" lang="([^"]+)"/i.exec(html);
      expect(link?.slice(1)).toEqual([twin, languageTag[twinLocale], languageTag[twinLocale]]);
    });
  }
});

test("every alias answers one 301 straight to its canonical URL, keeping the query", async ({
  request,
}) => {
  const entries = [...redirectMap()];
  expect(entries.length).toBeGreaterThan(100);
  for (const [from, to] of entries) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  const withQuery = await request.get("/company/contact/?product=sage300&x=1", { maxRedirects: 0 });
  expect(withQuery.status()).toBe(301);
  expect(withQuery.headers().location).toBe("/contact?product=sage300&x=1");
});

test.describe("unknown paths", () => {
  for (const path of ["/no-such-page", "/software/sage400", "/company/about-us/extra", "/404"]) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`>${pageText("/404", "en").heading}</h1>`);
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    });
  }

  test.describe(() => {
    // The browser logs the page's own 404 status as a console error.
    test.use({ allowedErrors: [/status of 404/] });
    test("the 404 page helps the visitor on, in the browser", async ({ page }) => {
      const response = await page.goto("/this/does/not/exist");
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: pageText("/404", "en").heading }),
      ).toBeVisible();
      await page.getByRole("link", { name: ui("en").errors.goHome }).click();
      await expect(page).toHaveURL("/");
    });
  });
});

test.describe("server headers", () => {
  test("pages carry a strict CSP and security headers and revalidate", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("hashed assets are immutable for a year and served precompressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The home page's island: its component's module.
    const script = /"(\/assets\/[\w-]+\.[\w-]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    for (const encoding of ["br", "gzip"]) {
      const response = await request.get(script!, { headers: { "accept-encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-encoding"]).toBe(encoding);
    }
  });

  test("the stylesheet has no rule Chrome would try on every element", async ({ request }) => {
    // A selector ending in a bare pseudo-class after a combinator (Tailwind's space-*
    // and divide-* write `> :not(:last-child)`) is filed under no class or tag, so Chrome
    // tries it on every element in every style pass (decision 0010).
    // The stylesheet is written into every page (build.inlineStylesheets, issue 35).
    const html = await (await request.get("/")).text();
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
    expect(css).toContain("Inter Variable");
    expect(css).not.toMatch(/[>+~]\s*:not\(/);
  });

  test("the health check answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect((await response.json()).status).toBe("ok");
  });
});

/**
 * Records every call into the browser's locale formatting (ICU) on window.__icuCalls.
 * The first such call on a page loads ICU's data: 25-60 ms of main thread, measured
 * on a fresh Chromium, which Lighthouse counts four times over on a phone.
 */
function recordIcuCalls() {
  const calls: string[] = [];
  (window as unknown as { __icuCalls: string[] }).__icuCalls = calls;
  const methods: [object, string, string][] = [
    [Number.prototype, "toLocaleString", "Number#toLocaleString"],
    [Date.prototype, "toLocaleString", "Date#toLocaleString"],
    [Date.prototype, "toLocaleDateString", "Date#toLocaleDateString"],
    [Date.prototype, "toLocaleTimeString", "Date#toLocaleTimeString"],
    [String.prototype, "localeCompare", "String#localeCompare"],
  ];
  for (const [owner, key, label] of methods) {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[key]!;
    Object.defineProperty(owner, key, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        calls.push(label);
        return original.apply(this, args);
      },
    });
  }
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
  for (const name of [
    "NumberFormat",
    "DateTimeFormat",
    "Collator",
    "PluralRules",
    "RelativeTimeFormat",
    "ListFormat",
    "Segmenter",
  ]) {
    const original = intl[name];
    if (!original) continue;
    intl[name] = new Proxy(original, {
      construct(target, args) {
        calls.push(`Intl.${name}`);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        calls.push(`Intl.${name}`);
        return Reflect.apply(target, self, args);
      },
    });
  }
}

// Every route's checks in the browser live here, once, for every page spec: one page
// load per route (scripts, accessibility, language, figures, sizes, labels and how the
// page ends on a phone).
test.describe("in the browser: scripts, axe, language and sizes", () => {
  // Two axe passes over a long page (the video library) take 6 s on a quiet machine.
  test.describe.configure({ timeout: 60_000 });
  for (const route of sitePages) {
    test(`${route.path} at 375px and 1440px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.addInitScript(recordIcuCalls);
      const scripts = recordScripts(page);
      const response = await page.goto(route.path);
      await expectScriptsOnLoad(page, scripts, await response!.text(), route.canonical);
      // Text is formatted when the site is built, so starting a page never wakes ICU.
      const icuCalls = await page.evaluate(
        () => (window as unknown as { __icuCalls: string[] }).__icuCalls,
      );
      expect(icuCalls, "locale formatting while the page started").toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      // Set in Inter from the one subset file, never waited for: optional and not
      // preloaded (decision 0009); nothing else fetched for type.
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return {
          files: performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => /\.(woff2?|ttf|otf)$/.test(pathname)),
          faces: [...document.fonts]
            .filter((face) => face.family.replace(/"/g, "") === "Inter Variable")
            .map((face) => `${face.weight} ${face.status} ${face.display}`),
          preloaded: document.querySelectorAll('link[rel="preload"][as="font"]').length,
          heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
        };
      });
      expect(fonts.files).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-400-700\./)]);
      expect(fonts.faces).toEqual(["400 700 loaded optional"]);
      expect(fonts.preloaded, "font preloads").toBe(0);
      expect(fonts.heading).toMatch(/^"Inter Variable"/);
      // It is in its language and reads as it.
      await expect(page.locator("html")).toHaveAttribute("lang", languageTag[route.locale]);
      const score = languageScore(await visibleText(page));
      expect(score.counts.en + score.counts.fr, "enough words to judge").toBeGreaterThanOrEqual(15);
      expect(
        score.share(route.locale),
        `${score.counts.en} English and ${score.counts.fr} French function words`,
      ).toBeGreaterThanOrEqual(0.9);
      // A stats band's figures are numbers: a word there reads as a figure gone missing.
      const figures = await bigFigures(page);
      expect(
        figures.filter((value) => !/\p{Nd}/u.test(value)),
        `figures: ${figures.join(" | ")}`,
      ).toEqual([]);
      // On a phone: no text under 12 px, no control under 24 by 24 px (WCAG 2.5.8; see
      // phones.spec.ts).
      expect(await tooSmall(page.locator("body"))).toEqual(nothingTooSmall);
      // No button label breaks a word or is squeezed onto two lines (support/labels.ts).
      expect(await labelProblems(page.locator("body")), "button labels").toEqual([]);
      // One call to action closes the page, then the footer's contact details (support/closing.ts).
      await expectClosing(page, route);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `no horizontal scrolling at ${width}px`).toBeLessThanOrEqual(0);
      }
      // Nor on a wide screen, where the type scale differs.
      expect(await smallText(page), "text under 12 px at 1440px").toEqual([]);
    });
  }
});
