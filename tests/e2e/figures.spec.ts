import { expect, test } from "./support/fixtures";
import { bigFigures } from "./support/page-checks";

/**
 * A stats band holds numbers: a big value that is a word ("Daily", "Tested") reads as a
 * figure gone missing. The content schemas refuse one; this checks what a visitor sees,
 * on every page in both languages: every value a description list shows in large type.
 */
// Every page of the route table gets the digit check in routes.spec.ts.

test("the service bands show figures, and the points that were words are said elsewhere", async ({
  page,
}) => {
  await page.goto("/services/hosting");
  expect(await bigFigures(page)).toEqual(["99.9%", "24/7", "2", "2–4 weeks"]);
  const main = page.getByRole("main");
  await expect(main.getByText(/one support desk answers for your applications/)).toBeVisible();
  await expect(main.getByText(/Backups every day, copied to a second data centre/)).toBeVisible();

  await page.goto("/fr/services/reprise-apres-sinistre");
  const [years, ...rest] = await bigFigures(page);
  expect(years).toMatch(/^\d+\u00a0ans$|^\d+ ans$/);
  expect(rest).toEqual(["1 appel", "12 mois"]);
  await expect(
    page.getByRole("main").getByRole("heading", { level: 3, name: "Répliquer hors site" }),
  ).toBeVisible();
});
