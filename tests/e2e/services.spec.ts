import {
  expectLinksStayIn,
  expectNoEmptyLinks,
  expectSideList,
  jsonLd,
} from "./support/content-pages";
import {
  companyFacts,
  fill,
  locales,
  menus,
  pageText,
  pathOf,
  service,
  serviceSlugs,
  ui,
} from "./support/content";
import { expect, test } from "./support/fixtures";

/** The five service pages in both languages: what each shows comes from its content file. */
for (const locale of locales) {
  for (const slug of serviceSlugs) {
    const canonical = `/services/${slug}` as const;
    const path = pathOf(canonical, locale);

    // One page load per service page and language: each check below reads the same page.
    test(`${path}: heading, sections and figures, contact card, side list, structured data, and its call to action`, async ({
      page,
    }) => {
      const content = service(slug, locale);
      const site = companyFacts();
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText(canonical, locale).heading,
      );
      const main = page.getByRole("main");
      await expect(main.getByText(content.hero.eyebrow, { exact: true })).toBeVisible();
      for (const section of content.sections) {
        await expect(
          main.getByRole("heading", { level: 2, name: section.heading, exact: true }),
        ).toBeVisible();
        if (section.type === "stats") {
          for (const item of section.items) {
            await expect(main.getByText(item.value, { exact: true }).first()).toBeVisible();
          }
        }
      }
      // The service's own picture beside its heading.
      const picture = page.getByRole("img", { name: content.picture.alt, exact: true });
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );

      // The contact card beside the sections.
      await expect(
        main.getByText(fill(ui(locale).services.askAbout, { askAbout: content.askAbout })),
      ).toBeVisible();
      await expect(main.getByRole("link", { name: site.emails.sales })).toHaveAttribute(
        "href",
        `mailto:${site.emails.sales}`,
      );
      await expect(
        main.getByRole("link", { name: ui(locale).services.talkToConsultant }),
      ).toHaveAttribute("href", pathOf("/contact", locale));
      expect(await expectLinksStayIn(main, locale, "aside")).toContain(pathOf("/contact", locale));

      await expectSideList(page, locale, canonical);
      await expectNoEmptyLinks(page);
      const data = await jsonLd(page);
      expect(data.find((d) => d["@type"] === "Service")).toMatchObject({
        name: content.name,
        url: `${site.url}${path}`,
        provider: { "@id": `${site.url}/#organization` },
      });

      // The call to action is the page's last: no second band follows it
      // (tests/e2e/closing.spec.ts checks every page's ending).
      await expect(
        page.getByRole("region", { name: menus(locale).helpBanner.heading }),
      ).toHaveCount(0);
      await main.getByRole("link", { name: ui(locale).services.contactUs, exact: true }).click();
      await expect(page).toHaveURL(pathOf("/contact", locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText("/contact", locale).heading,
      );
    });
  }
}

test("on a short window the side column scrolls, so a focused side-list link stays in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 768 });
  await page.goto("/services/hosting");
  await page.mouse.wheel(0, 1500);
  const last = page
    .getByRole("complementary", { name: menus("en").sideList.title })
    .getByRole("link")
    .last();
  await last.focus();
  await expect(last).toBeInViewport();
});
