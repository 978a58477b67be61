import { languageTag, otherLocale } from "../../src/i18n/locale";
import { localizedPages, pageIn } from "../../src/content/pages";
import { expect, test } from "./support/fixtures";

/**
 * Both languages, on every page: the document's language, the text a visitor sees
 * reading as that language, hreflang alternates naming the twin both ways, and the
 * header's switcher leading to the twin and back.
 */

// Every page reads in its own language: checked per route in routes.spec.ts.

test.describe("twins", () => {
  for (const page of localizedPages) {
    test(`${page.path} names its twin in hreflang, which names it back`, async ({ request }) => {
      const alternates = async (path: string) => {
        const html = await (await request.get(path)).text();
        return [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/g)]
          .map((m) => `${m[2]} ${new URL(m[1]!).pathname}`)
          .sort();
      };
      const twin = pageIn(page.canonical, otherLocale(page.locale));
      const mine = await alternates(page.path);
      expect(mine).toEqual(
        [
          `en-CA ${pageIn(page.canonical, "en").path}`,
          `fr-CA ${pageIn(page.canonical, "fr").path}`,
          `x-default ${pageIn(page.canonical, "en").path}`,
        ].sort(),
      );
      expect(await alternates(twin.path)).toEqual(mine);
      // The header's switcher leads to the twin, in the twin's language.
      const html = await (await request.get(page.path)).text();
      const switcher = /<a href="([^"]+)" hrefLang="([^"]+)" lang="([^"]+)"/i.exec(html);
      expect(switcher?.slice(1)).toEqual([
        twin.path,
        languageTag[twin.locale],
        languageTag[twin.locale],
      ]);
    });
  }

  test("the switcher leads to the same page in French and back, by keyboard and mouse", async ({
    page,
  }) => {
    await page.goto("/software/sage300");
    await page.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL("/fr/logiciels/sage300");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sage 300");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    const english = page.getByRole("link", { name: "English" });
    await english.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/software/sage300");
  });

  test("the switcher on a French page with a French slug leads to its English twin", async ({
    page,
  }) => {
    await page.goto("/fr/entreprise/communiques");
    await expect(
      page.getByRole("heading", { level: 1, name: "Communiqués de presse" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/company/press-releases");
  });

  test("the French menus lead to French pages", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/fr");
    await page.getByRole("button", { name: "Entreprise" }).click();
    await page.getByRole("link", { name: "Bureaux" }).click();
    await expect(page).toHaveURL("/fr/entreprise/bureaux");
    await expect(page.getByRole("heading", { level: 1, name: "Bureaux" })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ allowedErrors: [/status of 404/] });
  test("an unknown French address answers 404 with the French not-found page", async ({ page }) => {
    const response = await page.goto("/fr/pas-une-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
    await page.getByRole("link", { name: "Aller à la page d’accueil" }).click();
    await expect(page).toHaveURL("/fr");
  });
});
