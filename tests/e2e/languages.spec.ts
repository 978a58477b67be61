import { languageTag } from "../../src/i18n/locale";
import { isGroup } from "../../src/content/navigation";
import { menuLabel, menus, pageText, pathOf, ui } from "./support/content";
import { expect, test } from "./support/fixtures";

/**
 * Both languages, on every page: the document's language, the text a visitor sees
 * reading as that language, hreflang alternates naming the twin both ways, and the
 * header's switcher leading to the twin and back.
 */

// Every page reads in its own language: checked per route in routes.spec.ts.

/** The switcher's link on a page in `locale`: the other language's own name. */
const switcher = (locale: "en" | "fr") => ui(locale).layout.languageSwitch;

test.describe("twins", () => {
  // Each page's hreflang twins and its switcher's link: checked per route in routes.spec.ts.

  test("the switcher leads to the same page in French and back, by keyboard and mouse", async ({
    page,
  }) => {
    const canonical = "/software/sage300";
    await page.goto(canonical);
    await page.getByRole("link", { name: switcher("en") }).click();
    await expect(page).toHaveURL(pathOf(canonical, "fr"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageText(canonical, "fr").heading,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", languageTag.fr);
    const english = page.getByRole("link", { name: switcher("fr") });
    await english.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(canonical);
  });

  test("the switcher on a French page with a French slug leads to its English twin", async ({
    page,
  }) => {
    const canonical = "/company/press-releases";
    await page.goto(pathOf(canonical, "fr"));
    await expect(
      page.getByRole("heading", { level: 1, name: pageText(canonical, "fr").heading }),
    ).toBeVisible();
    await page.getByRole("link", { name: switcher("fr") }).click();
    await expect(page).toHaveURL(canonical);
  });

  test("the French menus lead to French pages", async ({ page }) => {
    const canonical = "/company/offices";
    const group = menus("fr").mainMenu.find((g) =>
      g.items.some((item) => !isGroup(item) && item.to === canonical),
    )!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(pathOf("/", "fr"));
    await page.getByRole("button", { name: group.label, exact: true }).click();
    await page.getByRole("link", { name: menuLabel(canonical, "fr"), exact: true }).click();
    await expect(page).toHaveURL(pathOf(canonical, "fr"));
    await expect(
      page.getByRole("heading", { level: 1, name: pageText(canonical, "fr").heading }),
    ).toBeVisible();
  });
});

test.describe(() => {
  test.use({ allowedErrors: [/status of 404/] });
  test("an unknown French address answers 404 with the French not-found page", async ({ page }) => {
    const response = await page.goto("/fr/pas-une-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", languageTag.fr);
    await expect(
      page.getByRole("heading", { level: 1, name: pageText("/404", "fr").heading }),
    ).toBeVisible();
    await page.getByRole("link", { name: ui("fr").errors.goHome }).click();
    await expect(page).toHaveURL(pathOf("/", "fr"));
  });
});
