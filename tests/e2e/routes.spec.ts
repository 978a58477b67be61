import { notFoundPage, pages, redirectMap } from "../../src/lib/route-table";
import { deferredModules } from "../../scripts/lib/defer-hydration";
import { expect, expectNoAxeViolations, hydrated, test } from "./support/fixtures";

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

test.describe("every canonical route, before any script runs", () => {
  for (const route of pages) {
    test(`${route.path} answers 200 with its h1 and title in the raw HTML`, async ({ request }) => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
        decodeEntities(m[1]!.replace(/<[^>]+>/g, "")),
      );
      expect(h1s).toEqual([route.heading]);
      const title = decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
      expect(title).toBe(`${route.title} | Ridgeline Business Systems`);
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
      expect(html).toContain(`>${notFoundPage.heading}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    });
  }

  test.describe(() => {
    // The browser logs the page's own 404 status as a console error.
    test.use({ allowedErrors: [/status of 404/] });
    test("the 404 page helps the visitor on, in the browser", async ({ page }) => {
      const response = await page.goto("/this/does/not/exist");
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(
        page.getByRole("heading", { level: 1, name: notFoundPage.heading }),
      ).toBeVisible();
      await page.getByRole("link", { name: "Go to the home page" }).click();
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
    const script = /"(\/assets\/react-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    for (const encoding of ["br", "gzip"]) {
      const response = await request.get(script!, { headers: { "accept-encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-encoding"]).toBe(encoding);
    }
  });

  test("the start-up chunks carry V8's compile hint, lazy chunks do not", async ({ request }) => {
    const hint = "//# allFunctionsCalledOnLoad\n";
    const modulesOf = async (path: string) =>
      deferredModules(await (await request.get(path)).text());
    const startup = (await modulesOf("/")).filter((url) =>
      /\/assets\/(react|router|site|root|entry\.client)-/.test(url),
    );
    expect(startup).toHaveLength(5);
    for (const url of startup) {
      expect((await (await request.get(url)).text()).startsWith(hint), url).toBe(true);
    }
    // The contact form's schemas load on first use: compiled lazily, when used.
    const contactRoute = (await modulesOf("/contact")).find((url) => /\/contact-/.test(url))!;
    const routeCode = await (await request.get(contactRoute)).text();
    const lazy = /import\(`\.\/(contact-[\w-]+\.js)`\)/.exec(routeCode)?.[1];
    expect(lazy, "the lazily imported schema chunk").toBeTruthy();
    const lazyCode = await (await request.get(`/assets/${lazy}`)).text();
    expect(lazyCode.startsWith(hint)).toBe(false);
    expect(lazyCode.length).toBeGreaterThan(10_000);
  });

  test("the stylesheet has no rule Chrome would try on every element", async ({ request }) => {
    // A selector ending in a bare pseudo-class after a combinator (Tailwind's space-*
    // and divide-* write `> :not(:last-child)`) is filed under no class or tag, so Chrome
    // tries it on every element in every style pass (decision 0012).
    const html = await (await request.get("/")).text();
    const href = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
    const css = await (await request.get(href!)).text();
    expect(css).not.toMatch(/[>+~]\s*:not\(/);
  });

  test("the health check answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect((await response.json()).status).toBe("ok");
  });

  test("sitemap.xml lists every indexable page and robots.txt points at it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of pages.filter((p) => p.indexable !== false)) {
      const loc =
        route.path === "/"
          ? "https://www.ridgeline.example/"
          : `https://www.ridgeline.example${route.path}`;
      expect(sitemap).toContain(`<loc>${loc}</loc>`);
    }
    expect(sitemap).not.toContain("/contact/thank-you");
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://www.ridgeline.example/sitemap.xml");
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

// Every route's accessibility check lives here, once, for every page spec.
test.describe("in the browser: scripts after first paint, no console error, CSP or axe violation", () => {
  for (const route of pages) {
    test(`${route.path} at 1440px and 375px`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.addInitScript(recordIcuCalls);
      await page.goto(route.path);
      await hydrated(page);
      // Text is formatted when the site is built, so starting a page never wakes ICU.
      const icuCalls = await page.evaluate(
        () => (window as unknown as { __icuCalls: string[] }).__icuCalls,
      );
      expect(icuCalls, "locale formatting while the page started").toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      // The page paints from HTML and CSS alone; its scripts load after (decision 0007).
      const timing = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return {
          paint: paint?.startTime,
          firstScript: Math.min(...scripts),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts, "scripts loaded").toBeGreaterThan(0);
      expect(timing.paint, "first contentful paint").toBeGreaterThan(0);
      expect(timing.firstScript, "first script request, after the paint").toBeGreaterThanOrEqual(
        timing.paint!,
      );
      // Set in Inter from the one subset file (decision 0008), and nothing else fetched for type.
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return {
          files: performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => /\.(woff2?|ttf|otf)$/.test(pathname)),
          faces: [...document.fonts]
            .filter((face) => face.family.replace(/"/g, "") === "Inter Variable")
            .map((face) => `${face.weight} ${face.status}`),
          heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
        };
      });
      expect(fonts.files).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-400-700-/)]);
      expect(fonts.faces).toEqual(["400 700 loaded"]);
      expect(fonts.heading).toMatch(/^"Inter Variable"/);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `no horizontal scrolling at ${width}px`).toBeLessThanOrEqual(0);
      }
    });
  }
});
