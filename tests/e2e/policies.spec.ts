import type { Page } from "@playwright/test";
import { expectLinksStayIn } from "./support/content-pages";
import {
  accessibilityStatement,
  companyFacts,
  formatNumber,
  locales,
  menus,
  pageText,
  pathOf,
  plainText,
  privacyPolicy,
  sitePages,
  spaced,
  ui,
  type Locale,
} from "./support/content";
import { expect, test } from "./support/fixtures";

/**
 * The privacy policy and the accessibility statement (PRODUCT.md 12): reached from the
 * footer of every page, in both languages, and giving the contacts that content/site.yaml
 * holds. What they say is read from content; the per-route checks (axe, language, HTML)
 * are routes.spec.ts's, as for every page.
 */

const statements = ["/privacy", "/accessibility"] as const;

/** The footer's name for a statement's link, in a language (content/<locale>/navigation.yaml). */
function footerLabel(path: (typeof statements)[number], locale: Locale): string {
  const link = menus(locale).popularLinks.find((l) => "to" in l && l.to === path);
  if (!link) throw new Error(`The footer of ${locale} pages has no link to ${path}`);
  return link.label;
}

/** A statement's text as the page shows it: links as their words, its details filled in. */
function shown(raw: string, locale: Locale): string {
  const { privacy, emails } = companyFacts();
  const details: Record<string, string> = {
    privacyOfficer: privacy.officer.title[locale],
    privacyEmail: privacy.officer.email,
    retentionDays: formatNumber(privacy.retentionDays, locale),
    email: emails.info,
  };
  return plainText(raw).replace(/\{(\w+)\}/g, (whole, name: string) => details[name] ?? whole);
}

const main = (page: Page) => page.getByRole("main");

type Statement = ReturnType<typeof privacyPolicy>;

/**
 * Wherever a statement's text names a phone number or an e-mail address (the card beside
 * it, each section), that part of the page links to the one content/site.yaml holds.
 */
async function expectDetailsWhereNamed(page: Page, statement: Statement) {
  const { phones, emails, privacy } = companyFacts();
  const hrefs: Record<string, string> = {
    "{phone}": `tel:${phones.main.e164}`,
    "{tollFreePhone}": `tel:${phones.tollFree.e164}`,
    "{email}": `mailto:${emails.info}`,
    "{privacyEmail}": `mailto:${privacy.officer.email}`,
  };
  const places = [
    {
      texts: [statement.contact.text],
      scope: page.getByRole("complementary", { name: statement.contact.heading }),
    },
    ...statement.sections.map((section) => ({
      texts: [...section.paragraphs, ...(section.items ?? []), ...(section.after ?? [])],
      scope: main(page).getByRole("region", { name: section.heading }),
    })),
  ];
  let found = 0;
  for (const { texts, scope } of places) {
    for (const [detail, href] of Object.entries(hrefs)) {
      if (!texts.some((text) => text.includes(detail))) continue;
      await expect(scope.locator(`a[href="${href}"]`).first(), detail).toBeVisible();
      found += 1;
    }
  }
  expect(found, "contacts named in the statement").toBeGreaterThan(0);
}

test("every page's footer links to both statements in the page's language", async ({ request }) => {
  // The not-found pages too: a lost visitor may be looking for them.
  const pages = [
    ...sitePages.map((route) => ({ path: route.path, locale: route.locale })),
    { path: "/no-such-page", locale: "en" as const },
    { path: "/fr/pas-de-telle-page", locale: "fr" as const },
  ];
  for (const { path, locale } of pages) {
    const html = await (await request.get(path)).text();
    const footer = html.slice(html.lastIndexOf("<footer"));
    for (const statement of statements) {
      expect(footer, `${path} → ${statement}`).toContain(`href="${pathOf(statement, locale)}"`);
    }
  }
});

for (const locale of locales) {
  test.describe(`the statements (${locale})`, () => {
    for (const statement of statements) {
      test(`the footer's ${footerLabel(statement, locale)} opens ${pathOf(statement, locale)}`, async ({
        page,
      }) => {
        await page.goto(pathOf("/", locale));
        await page
          .getByRole("contentinfo")
          .getByRole("link", { name: footerLabel(statement, locale), exact: true })
          .click();
        await expect(page).toHaveURL(pathOf(statement, locale));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          pageText(statement, locale).heading,
        );
        await expectLinksStayIn(main(page), locale);
      });
    }

    test("the privacy policy names its officer and their e-mail from the site facts", async ({
      page,
    }) => {
      const { officer } = companyFacts().privacy;
      await page.goto(pathOf("/privacy", locale));
      await expect(main(page)).toContainText(officer.title[locale]);
      await expect(main(page).locator(`a[href="mailto:${officer.email}"]`).first()).toHaveText(
        officer.email,
      );
      await expectDetailsWhereNamed(page, privacyPolicy(locale));
    });

    test("the privacy policy says how long a delivered message is kept, from the site facts", async ({
      page,
    }) => {
      const policy = privacyPolicy(locale);
      const paragraph = policy.sections
        .flatMap((section) => [...section.paragraphs, ...(section.after ?? [])])
        .find((text) => text.includes("{retentionDays}"));
      expect(paragraph, "a paragraph of the policy gives the retention time").toBeDefined();
      await page.goto(pathOf("/privacy", locale));
      await expect(
        main(page).getByText(new RegExp(`^${spaced(shown(paragraph!, locale))}$`)),
      ).toBeVisible();
    });

    test("the accessibility statement gives a phone number and an e-mail for feedback", async ({
      page,
    }) => {
      const { phones, emails } = companyFacts();
      await page.goto(pathOf("/accessibility", locale));
      await expect(main(page).locator(`a[href="tel:${phones.main.e164}"]`).first()).toBeVisible();
      await expect(main(page).locator(`a[href="mailto:${emails.info}"]`).first()).toHaveText(
        emails.info,
      );
      await expectDetailsWhereNamed(page, accessibilityStatement(locale));
    });

    test("its list of sections leads to each of them", async ({ page }) => {
      const statement = accessibilityStatement(locale);
      await page.goto(pathOf("/accessibility", locale));
      for (const { heading } of statement.sections) {
        await main(page)
          .getByRole("navigation", { name: ui(locale).software.onThisPage })
          .getByRole("link", { name: heading })
          .click();
        await expect(main(page).getByRole("heading", { level: 2, name: heading })).toBeInViewport();
      }
    });
  });
}
