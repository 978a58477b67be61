import { languageTag, otherLocale } from "../../src/i18n/locale";
import { isGroup } from "../../src/content/navigation";
import { menuLabel, menus, pageText, pathOf, sitePages, ui } from "./support/content";
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
  for (const page of sitePages) {
    test(`${page.path} names its twin in hreflang, which names it back`, async ({ request }) => {
      const alternates = async (path: string) => {
        const html = await (await request.get(path)).text();
        return [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/g)]
          .map((m) => `${m[2]} ${new URL(m[1]!).pathname}`)
          .sort();
      };
      const twinLocale = otherLocale(page.locale);
      const twin = pathOf(page.canonical, twinLocale);
      const mine = await alternates(page.path);
      expect(mine).toEqual(
        [
          `en-CA ${pathOf(page.canonical, "en")}`,
          `fr-CA ${pathOf(page.canonical, "fr")}`,
          `x-default ${pathOf(page.canonical, "en")}`,
        ].sort(),
      );
      expect(await alternates(twin)).toEqual(mine);
      // The header's switcher leads to the twin, in the twin's language.
      const html = await (await request.get(page.path)).text();
      const link = /<a href="([^"]+)" hrefLang="([^"]+)" lang="([^"]+)"/i.exec(html);
      expect(link?.slice(1)).toEqual([twin, languageTag[twinLocale], languageTag[twinLocale]]);
    });
  }

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
