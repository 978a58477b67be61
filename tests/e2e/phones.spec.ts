import type { Locator, Page } from "@playwright/test";
import { locales, pathOf, pressReleases, ui } from "./support/content";
import { expect, hydrate, test } from "./support/fixtures";
import { nothingTooSmall, tooSmall } from "./support/page-checks";

/**
 * Every page on a phone (375 px): no visible text under 12 px, and every control at
 * least 24 by 24 px (WCAG 2.2, 2.5.8 Target Size, Minimum). A link inside a sentence
 * is exempt, as WCAG allows: the line of text around it sets its height.
 */
test.use({ viewport: { width: 375, height: 812 } });

// Every page of the route table gets this check in routes.spec.ts (one page load each).
// The release pages share one layout: the newest, the oldest and one with the
// longest headline in each language stand for them (the suite's time is CI's budget).
const routes = [
  ...locales.flatMap((locale) => {
    const releases = pressReleases(locale);
    const longest = [...releases].sort((a, b) => b.heading.length - a.heading.length)[0]!;
    return [...new Set([releases[0]!, releases.at(-1)!, longest])].map((release) => release.path);
  }),
];

for (const path of routes) {
  test(`${path}: text of 12 px or more, targets of 24 by 24 px or more`, async ({ page }) => {
    await page.goto(path);
    expect(await tooSmall(page.locator("body"))).toEqual(nothingTooSmall);
  });
}

for (const locale of locales) {
  const path = pathOf("/", locale);
  test(`${path}: the phone menu, submenus open, has nothing too small`, async ({ page }) => {
    await page.goto(path);
    await page
      .locator("header")
      .getByRole("button", { name: ui(locale).layout.mobileMenuButton })
      .click();
    const menu = page.locator("header dialog[open]");
    await expect(menu).toBeVisible();
    await menu.locator("details").evaluateAll((all) => {
      for (const details of all) (details as HTMLDetailsElement).open = true;
    });
    expect(await tooSmall(menu)).toEqual(nothingTooSmall);
  });
}

/** The part of `target` inside the carousel's window, in px (0: none of it shows). */
async function visibleWidth(page: Page, target: Locator) {
  const window = page
    .getByRole("region", { name: ui("en").home.carousel.label })
    .locator("[data-part=window]");
  const [outer, inner] = [await window.boundingBox(), await target.boundingBox()];
  return Math.max(
    0,
    Math.min(outer!.x + outer!.width, inner!.x + inner!.width) - Math.max(outer!.x, inner!.x),
  );
}

test("the carousel shows one whole quote, and nothing of the ones beside it", async ({ page }) => {
  await page.goto("/");
  const words = ui("en").home.carousel;
  const carousel = page.getByRole("region", { name: words.label });
  await hydrate(carousel);
  await carousel.getByRole("button", { name: words.pauseAutoplay }).click();
  const slides = carousel.locator("figure");
  const current = carousel.locator(
    `[aria-roledescription="${words.roleSlide}"]:not([aria-hidden]) figure`,
  );
  const box = (await current.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await visibleWidth(page, current)).toBeCloseTo(box.width, 0);
  let showing = 0;
  for (const slide of await slides.all()) if ((await visibleWidth(page, slide)) > 0) showing++;
  expect(showing).toBe(1);
});
