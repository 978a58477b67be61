import type { Locator, Page } from "@playwright/test";
import type { Locale } from "../../../src/i18n/locale";
import { ui } from "./content";
import { expect, isLauncherScript, launcherScripts, pageOwnScripts } from "./fixtures";

/**
 * Checks every page gets, run once per route by routes.spec.ts (one page load each, for
 * CI's time) and, where a spec needs them on other pages, by that spec.
 */

/** What is too small inside `scope`: text under 12 px, targets under 24 by 24 px. */
export async function tooSmall(scope: Locator) {
  return scope.evaluate((root) => {
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // Text for screen readers only (the sr-only pattern): clipped to a pixel.
    const screenReaderOnly = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.position === "absolute" && style.clip !== "auto") return true;
      }
      return false;
    };
    const name = (element: Element) =>
      (element.textContent || element.getAttribute("aria-label") || element.tagName)
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 60);

    const text: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element || !shown(element)) continue;
      if (screenReaderOnly(element)) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) text.push(`${size}px: "${name(element)}"`);
    }

    const targets: string[] = [];
    const controls = root.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    );
    for (const control of controls) {
      if (!shown(control) || screenReaderOnly(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.width >= 24 && box.height >= 24) continue;
      if (getComputedStyle(control).display === "inline") {
        // In a sentence: the block around it has words of its own.
        const own = control.textContent?.trim().length ?? 0;
        const around = control.parentElement?.textContent?.trim().length ?? 0;
        if (around > own + 3) continue;
      }
      targets.push(`${Math.round(box.width)}x${Math.round(box.height)}: "${name(control)}"`);
    }
    return { text: [...new Set(text)], targets: [...new Set(targets)] };
  });
}

export const nothingTooSmall = { text: [], targets: [] };

/**
 * The values a description list shows in large type: a stats band's figures.
 */
export async function bigFigures(page: Page): Promise<string[]> {
  return page.locator("main dd").evaluateAll((values) => {
    const body = parseFloat(getComputedStyle(document.body).fontSize);
    return values
      .filter(
        (dd) => dd.checkVisibility() && parseFloat(getComputedStyle(dd).fontSize) >= body * 1.5,
      )
      .map((dd) => dd.textContent?.trim() ?? "");
  });
}

/**
 * The text a visitor sees, leaving out what is marked as the other language (the
 * switcher, a testimonial's original).
 */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang.slice(0, 2);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility()) continue;
      if (parent.closest("script, style, template")) continue;
      const marked = parent.closest("[lang]")?.getAttribute("lang")?.slice(0, 2);
      if (marked && marked !== lang) continue;
      parts.push(node.textContent ?? "");
    }
    return parts.join(" ");
  });
}

/** The pages with an island (by canonical path), and how a visitor first reaches it. */
export const islandPages: Record<string, (page: Page, locale: Locale) => Locator> = {
  "/": (page, locale) => page.getByRole("region", { name: ui(locale).home.carousel.label }),
  "/contact": (page, locale) =>
    page.getByLabel(ui(locale).contact.form.labels.name, { exact: true }),
  "/support/training-videos": (page, locale) =>
    page.getByRole("searchbox", { name: ui(locale).support.videoLibrary.filterLabel }),
};

/** Every script the page requests from now on, by path. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" || /\.m?js$/.test(url.pathname)) {
      scripts.push(url.pathname);
    }
  });
  return scripts;
}

/**
 * A page is HTML and CSS: nothing on the path to its first paint names a script file
 * or preloads a module, and no script is fetched before the page has loaded. Then
 * (`scripts` recorded from before the load, `html` the page as served) the search
 * launcher's island loads, and nothing else: no framework island has woken up, and
 * the product pages' media links wait for the visitor's first interaction.
 */
export async function expectScriptsOnLoad(
  page: Page,
  scripts: readonly string[],
  html: string,
  canonical: string | null,
) {
  expect(html, "a script file named in the page").not.toMatch(/<script\b[^>]*\bsrc=/);
  expect(html, "a module preload").not.toMatch(/<link\b[^>]*rel="modulepreload"/);
  await page.waitForLoadState("networkidle");
  const early = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType("resource")
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? Infinity))
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(early, "scripts fetched before the page had loaded").toEqual([]);
  const launcher = () => [...new Set(scripts.filter(isLauncherScript))];
  await expect
    .poll(launcher, { message: "the search launcher" })
    .toHaveLength(launcherScripts.length);
  expect(pageOwnScripts(scripts), "scripts requested with no interaction").toEqual([]);
  // Framework islands (the vanilla ones are the launcher and the media links).
  const islands = page.locator('astro-island:not([renderer-url*="/vanilla-client."])');
  if (!canonical || !(canonical in islandPages)) {
    await expect(islands).toHaveCount(0);
    return;
  }
  await expect(islands).toHaveCount(1);
  await expect(islands, "the island has not hydrated").toHaveAttribute("ssr");
}
