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
import { formatDuration } from "../../src/components/services/modules/duration";
import type { Locator } from "@playwright/test";

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
      for (const section of [...content.sections, ...(content.modules ?? [])]) {
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

type Module = NonNullable<ReturnType<typeof service>["modules"]>[number];

/** The texts of `locator`'s matches, in order, spaces as one. */
async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
}

const spacedOut = (text: string) => text.replace(/\s+/g, " ").trim();

/** Each kind of module, checked against what its content says. */
async function expectModule(region: Locator, module: Module, locale: (typeof locales)[number]) {
  switch (module.type) {
    case "sla": {
      // Two real tables, named by their captions, with column and row headers.
      const levels = region.getByRole("table", { name: module.levels.caption, exact: true });
      await expect(levels.getByRole("columnheader")).toHaveText([
        module.levels.commitmentColumn,
        module.levels.levelColumn,
      ]);
      await expect(levels.getByRole("rowheader")).toHaveText(
        module.levels.rows.map((row) => row.commitment),
      );
      await expect(levels.getByRole("cell")).toHaveText(module.levels.rows.map((row) => row.level));
      const response = region.getByRole("table", { name: module.response.caption, exact: true });
      await expect(response.getByRole("columnheader")).toHaveText([
        module.response.severityColumn,
        module.response.responseColumn,
        module.response.hoursColumn,
      ]);
      const rows = response.getByRole("row");
      await expect(rows).toHaveCount(module.response.rows.length + 1);
      for (const [i, row] of module.response.rows.entries()) {
        const shown = rows.nth(i + 1);
        await expect(shown.getByRole("rowheader")).toHaveText(`${row.severity}${row.meaning}`);
        // As shown: on a phone the hours move under the response time (innerText skips
        // the copy a width hides).
        await expect(shown.getByRole("cell")).toHaveText([row.response, row.hours], {
          useInnerText: true,
        });
      }
      break;
    }
    case "recovery": {
      // The bars are drawn; every figure is also written, beside what it measures.
      for (const term of [module.point, module.time]) {
        await expect(region.getByRole("term").filter({ hasText: term.name })).toHaveCount(1);
        await expect(region.getByText(term.text, { exact: true })).toBeVisible();
      }
      await expect(region.getByText(module.disasterLabel, { exact: true })).toBeVisible();
      const tiers = region.getByRole("listitem");
      await expect(tiers.getByRole("heading", { level: 3 })).toHaveText(
        module.tiers.map((tier) => tier.name),
      );
      for (const [i, tier] of module.tiers.entries()) {
        const row = tiers.nth(i);
        await expect(row.getByRole("definition")).toHaveText([
          formatDuration(tier.point, locale),
          formatDuration(tier.time, locale),
        ]);
        await expect(row.getByRole("term")).toHaveText([module.point.label, module.time.label]);
      }
      break;
    }
    case "plans": {
      const plans = region.getByRole("list").first().locator(":scope > li");
      await expect(plans.getByRole("heading", { level: 3 })).toHaveText(
        module.plans.map((plan) => plan.name),
      );
      for (const [i, plan] of module.plans.entries()) {
        const card = plans.nth(i);
        await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
        expect(await textsOf(card.getByRole("list").getByRole("listitem"))).toEqual(
          plan.includes.map(spacedOut),
        );
      }
      break;
    }
    case "month": {
      // The calendar is a picture of the list: the list says each cadence and its work.
      await expect(region.getByRole("term")).toHaveText(module.rhythms.map((r) => r.label));
      expect(await textsOf(region.getByRole("definition"))).toEqual(
        module.rhythms.flatMap((r) => r.items).map(spacedOut),
      );
      break;
    }
    case "project": {
      // An ordered list, the phases in the content's order, each with what it delivers.
      const list = region.getByRole("list");
      expect(await list.evaluate((el) => el.tagName)).toBe("OL");
      const phases = list.getByRole("listitem");
      await expect(phases.getByRole("heading", { level: 3 })).toHaveText(
        module.phases.map((phase) => phase.title),
      );
      for (const [i, phase] of module.phases.entries()) {
        await expect(phases.nth(i)).toContainText(spacedOut(phase.text));
        await expect(phases.nth(i)).toContainText(
          `${module.deliverableLabel}${spacedOut(phase.deliverable)}`,
        );
      }
      break;
    }
  }
}

for (const locale of locales) {
  for (const slug of serviceSlugs) {
    const path = pathOf(`/services/${slug}`, locale);
    test(`${path}: its own module, as its content says, listed among the sections`, async ({
      page,
    }) => {
      const modules = service(slug, locale).modules ?? [];
      // Every service page has a module of its own.
      expect(modules.length).toBeGreaterThan(0);
      await page.goto(path);
      for (const module of modules) {
        const region = page.getByRole("region", { name: module.heading, exact: true });
        await expect(region).toBeVisible();
        if (module.intro)
          await expect(region.getByText(module.intro, { exact: true })).toBeVisible();
        await expectModule(region, module, locale);
        // 'On this page' links to it.
        const link = page
          .getByRole("navigation", { name: ui(locale).software.onThisPage })
          .getByRole("link", { name: module.heading, exact: true });
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${await region.getAttribute("id")}$`));
      }
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
