import type { CanonicalPath } from "../../src/lib/route-table";
import { locales, pathOf } from "./support/content";
import { expect, test } from "./support/fixtures";
import { smallText } from "./support/text-size";

/** Nothing on the home, support and contact pages is set under 12 px, in either language. */
const pages: CanonicalPath[] = [
  "/",
  "/support/contact-support",
  "/support/newsletters",
  "/support/training-videos",
  "/contact",
  "/contact/thank-you",
];

for (const path of locales.flatMap((locale) => pages.map((page) => pathOf(page, locale)))) {
  test(`${path} sets no text under 12 px, at 375 and 1440 px`, async ({ page }) => {
    await page.goto(path);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await smallText(page), `at ${width} px`).toEqual([]);
    }
  });
}
