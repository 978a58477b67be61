import type { Page } from "@playwright/test";
import { locales, pathOf, ui, type Locale } from "./support/content";
import { expect, test } from "./support/fixtures";
import { labelProblems } from "./support/labels";

/**
 * Button labels in the open phone menu (issue 39, item 7; the rule is in
 * support/labels.ts). Every route's own labels are checked by routes.spec.ts.
 */

/** Opens the phone menu: the sheet, a dialog named as its button. */
async function openPhoneMenu(page: Page, locale: Locale) {
  const name = ui(locale).layout.mobileMenuButton;
  await page.getByRole("button", { name, exact: true }).click();
  const sheet = page.getByRole("dialog", { name, exact: true });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe("button labels in the phone menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const locale of locales) {
    for (const width of [320, 375]) {
      test(`${pathOf("/", locale)}: no label in the phone menu breaks a word or is squeezed at ${width}px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(pathOf("/", locale));
        expect(await labelProblems(await openPhoneMenu(page, locale))).toEqual([]);
      });
    }
  }
});
