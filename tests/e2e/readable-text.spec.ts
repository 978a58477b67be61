import { expect, test } from "./support/fixtures";
import { smallText } from "./support/text-size";

/** Nothing on the home, support and contact pages is set under 12 px, in either language. */
const pages = [
  "/",
  "/support/contact-support",
  "/support/newsletters",
  "/support/training-videos",
  "/contact",
  "/contact/thank-you",
  "/fr",
  "/fr/soutien/joindre-le-soutien",
  "/fr/soutien/infolettres",
  "/fr/soutien/videos-de-formation",
  "/fr/nous-joindre",
  "/fr/nous-joindre/merci",
];

for (const path of pages) {
  test(`${path} sets no text under 12 px, at 375 and 1440 px`, async ({ page }) => {
    await page.goto(path);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await smallText(page), `at ${width} px`).toEqual([]);
    }
  });
}
