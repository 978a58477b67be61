import type { Locator, Page } from "@playwright/test";
import { site } from "../../src/content/site";
import type { ProductSlug } from "../../src/content/schemas/software";
import { loadProduct } from "../../src/content/software.server";
import { jsonLd } from "./support/content-pages";
import { expect, expectNoAxeViolations, hydrate, test } from "./support/fixtures";

// The French home page, software overview and product pages: read in French, as a
// visitor would, and every internal link kept under /fr.

/** A no-break space (before « : » and inside « »), and a narrow one (before « ? »). */
const nbsp = "\u00a0";
const nnbsp = "\u202f";

/** Every internal link of `scope` leads to a French page or to a file (/media). */
async function expectLinksStayInFrench(scope: Locator) {
  const hrefs = await scope
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  const english = hrefs.filter((href) => !/^\/(fr(\/|$|\?|#)|media\/)/.test(href));
  expect(english, "links to English pages").toEqual([]);
}

/** The 'Software and IT Support' side list, in French. */
function sideList(page: Page) {
  return page.getByRole("complementary", { name: "Logiciels et soutien TI" });
}

test.describe("French home page", () => {
  test("is in French, and its buttons and cards lead to French pages", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Des logiciels de gestion et des services informatiques qui font tourner votre entreprise",
    );
    const features = page.getByRole("region", { name: /^Un seul partenaire/ });
    await expect(features.getByRole("heading", { level: 3 })).toHaveText(
      ["Logiciels", "Soutien informatique", "Nos clients"],
      { useInnerText: true },
    );
    await expect(page.getByRole("link", { name: "Comparer les produits Sage" })).toHaveAttribute(
      "href",
      "/fr/logiciels",
    );
    await expect(
      page.getByRole("link", { name: "Voir nos services informatiques" }),
    ).toHaveAttribute("href", "/fr/services/services-geres");
    await expect(page.getByRole("link", { name: "Lire les témoignages" })).toHaveAttribute(
      "href",
      "/fr/entreprise/clients/temoignages",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: `Déjà client${nnbsp}?` }),
    ).toBeVisible();
    const portal = page.getByRole("link", {
      name: "Ouvrir le portail de soutien (s’ouvre dans un nouvel onglet)",
    });
    await expect(portal).toHaveAttribute("href", site.externalUrls.supportPortal);
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Vidéos de formation" }).last()).toHaveAttribute(
      "href",
      "/fr/soutien/videos-de-formation",
    );
    await expectLinksStayInFrench(page.getByRole("main"));

    await page.getByRole("link", { name: "Parler à un conseiller" }).click();
    await expect(page).toHaveURL("/fr/nous-joindre");
    await page.goBack();
    await page.getByRole("link", { name: "Découvrir nos logiciels" }).click();
    await expect(page).toHaveURL("/fr/logiciels");
  });

  test("the testimonial carousel works in French", async ({ page }) => {
    await page.goto("/fr");
    const carousel = page.getByRole("region", { name: "Témoignages de clients" });
    await hydrate(carousel);
    await expect(carousel).toHaveAttribute("aria-roledescription", "carrousel");
    const slides = carousel.locator('[aria-roledescription="diapositive"]');
    await expect(slides).toHaveCount(16);
    const current = carousel.locator(
      '[aria-roledescription="diapositive"]:not([aria-hidden="true"])',
    );
    await expect(current).toHaveAttribute("aria-label", /^\d+ sur 16$/);
    expect(
      await carousel
        .getByRole("button")
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label"))),
    ).toEqual([
      "Interrompre le défilement automatique",
      "Témoignage précédent",
      "Témoignage suivant",
    ]);

    // Stopped, then stepped through by hand (the pointer on the controls holds it too).
    await carousel.getByRole("button", { name: "Interrompre le défilement automatique" }).click();
    await expect(
      carousel.getByRole("button", { name: "Lancer le défilement automatique" }),
    ).toBeVisible();
    const shown = Number((await current.getAttribute("aria-label"))!.split(" ")[0]);
    const after = (n: number) => `${(n % 16) + 1} sur 16`;
    await carousel.getByRole("button", { name: "Témoignage suivant" }).click();
    await expect(current).toHaveAttribute("aria-label", after(shown));
    await carousel.getByRole("button", { name: "Témoignage suivant" }).click();
    await expect(current).toHaveAttribute("aria-label", after(shown + 1));
    await carousel.getByRole("button", { name: "Témoignage précédent" }).click();
    await expect(current).toHaveAttribute("aria-label", after(shown));
    // French quotation marks, with their no-break spaces.
    expect(await current.locator("blockquote").textContent()).toMatch(
      new RegExp(`^«${nbsp}\\S.+\\S${nbsp}»$`),
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("French software overview", () => {
  test("introduces the five products in French and links to their French pages", async ({
    page,
  }) => {
    await page.goto("/fr/logiciels");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Logiciels de gestion Sage");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 2, name: "Cinq produits, un seul partenaire" }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 2, name: "Quel produit pour quelle entreprise" }),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 3, name: `Vous ne savez pas lequel choisir${nnbsp}?` }),
    ).toBeVisible();
    const cards: [string, string][] = [
      ["Sage 300", "/fr/logiciels/sage300"],
      ["Sage 100", "/fr/logiciels/sage100"],
      ["Sage Intacct", "/fr/logiciels/sage-intacct"],
      ["Sage CRM", "/fr/logiciels/sage-crm"],
      ["Sage HRMS et Paie", "/fr/logiciels/sage-rh-paie"],
    ];
    for (const [name, href] of cards) {
      const card = main.getByRole("heading", { level: 3, name, exact: true }).getByRole("link");
      await expect(card, name).toHaveAttribute("href", href);
      await expect(main.getByText(`Découvrir ${name}`, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Parler à un conseiller" })).toHaveAttribute(
      "href",
      "/fr/nous-joindre",
    );
    await expect(sideList(page).getByRole("link")).toHaveCount(10);
    await expectLinksStayInFrench(main);
    await expectNoAxeViolations(page);
    const list = (await jsonLd(page)).find((d) => d["@type"] === "ItemList");
    expect((list?.itemListElement as unknown[]).length).toBe(5);

    await main.getByRole("link", { name: "Sage Intacct", exact: true }).first().click();
    await expect(page).toHaveURL("/fr/logiciels/sage-intacct");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sage Intacct");
  });
});

type ProductCase = {
  slug: string;
  path: string;
  h1: string;
  /** Section headings (h2) of its content, in French. */
  headings: string[];
  /** Its label in the French side list, when listed there. */
  sideListLabel?: string;
};

const products: ProductCase[] = [
  {
    slug: "sage300",
    path: "/fr/logiciels/sage300",
    h1: "Sage 300",
    headings: ["Sage 300 en bref", "Fonctionnalités financières", "Modules opérationnels"],
    sideListLabel: "Sage 300",
  },
  {
    slug: "sage100",
    path: "/fr/logiciels/sage100",
    h1: "Sage 100",
    headings: ["Six domaines de modules", "Pourquoi les entreprises choisissent Sage 100"],
    sideListLabel: "Sage 100",
  },
  {
    slug: "sage-intact",
    path: "/fr/logiciels/sage-intacct",
    h1: "Sage Intacct",
    headings: ["Fonctionnalités clés", "Faites le tour de Sage Intacct"],
  },
  {
    slug: "sage-crm",
    path: "/fr/logiciels/sage-crm",
    h1: "Sage CRM",
    headings: ["Avantages", "La différence Sage"],
    sideListLabel: "Sage CRM",
  },
  {
    slug: "sage-hrms-payroll",
    path: "/fr/logiciels/sage-rh-paie",
    h1: "Sage HRMS et Paie",
    headings: ["Sage HRMS", "Paie"],
    sideListLabel: "Sage HRMS et Paie",
  },
];

for (const product of products) {
  test(`${product.path} is in French and links to French pages and fact sheets`, async ({
    page,
  }) => {
    await page.goto(product.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.h1);
    const main = page.getByRole("main");
    for (const heading of product.headings) {
      await expect(
        main.getByRole("heading", { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    // REQUEST A DEMO, at the top and in the closing band: the French form, product named.
    const demo = main.getByRole("link", { name: "Demander une démo" });
    await expect(demo).toHaveCount(2);
    for (const link of await demo.all()) {
      await expect(link).toHaveAttribute("href", `/fr/nous-joindre?product=${product.slug}`);
    }
    await expect(main.getByRole("link", { name: /^Ou appelez le / })).toHaveAttribute(
      "href",
      `tel:${site.phones.main.e164}`,
    );
    // 'On this page': the page's own sections, by their French headings.
    const sections = page.getByRole("navigation", { name: "Sur cette page" });
    await expect(sections.getByRole("link")).toHaveText(
      loadProduct(product.slug as ProductSlug, "fr").sections.map((section) => section.heading),
    );
    const side = sideList(page);
    await expect(side.getByRole("link")).toHaveCount(10);
    if (product.sideListLabel) {
      await expect(
        side.getByRole("link", { name: product.sideListLabel, exact: true }),
      ).toHaveAttribute("aria-current", "page");
    }
    await expectLinksStayInFrench(main);
    // Every fact sheet is the French one, and opens in a new tab, said in French.
    const pdfs = main.locator('a[href$=".pdf"]');
    expect(await pdfs.count()).toBeGreaterThan(0);
    for (const pdf of await pdfs.all()) {
      await expect(pdf).toHaveAttribute("href", /-fr\.pdf$/);
      await expect(pdf).toHaveAccessibleName(
        /PDF, \d+\u00a0pages? \(s’ouvre dans un nouvel onglet\)$/,
      );
    }
    await expect(main.getByRole("link", { name: /^Agrandir : / }).first()).toBeVisible();
    await expect(
      main.getByText(/Request a demo|Play video|Enlarge|opens in a new tab/),
    ).toHaveCount(0);
  });
}

test("a French fact-sheet link opens the French PDF", async ({ page, context }) => {
  await page.goto("/fr/logiciels/sage300");
  const sheet = page.getByRole("link", { name: /^Grand livre\s*PDF, 2 pages/ });
  await expect(sheet).toHaveAttribute("href", "/media/software/sage300/general-ledger-fr.pdf");
  await expect(sheet).toHaveAttribute("target", "_blank");
  const response = await page.request.get((await sheet.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
  const [tab] = await Promise.all([context.waitForEvent("page"), sheet.click()]);
  await expect
    .poll(() => new URL(tab.url()).pathname)
    .toBe("/media/software/sage300/general-ledger-fr.pdf");
  await tab.close();
});

test("the image preview opens in French on a French product page", async ({ page }) => {
  await page.goto("/fr/logiciels/sage300");
  const industries = page.getByRole("link", { name: /^Agrandir : Les huit secteurs/ });
  await expect(industries).toHaveAttribute("aria-label", new RegExp(`^Agrandir${nbsp}: `));
  await industries.click();
  const dialog = page.getByRole("dialog", {
    name: "Huit secteurs, une seule plateforme financière.",
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("[data-status]")).toHaveAttribute("data-status", "loaded");
  await expect(dialog).toHaveAccessibleDescription(
    /^Agrandissez l’image avec les boutons.*La touche Échap ferme l’aperçu\.$/,
  );
  // The second of the page's two: after the screenshot beside the page's heading.
  await expect(dialog.getByText("2 sur 2")).toBeVisible();
  // The dialog is named by the image it shows: from here on, reached by its role alone.
  const preview = page.getByRole("dialog");
  const button = (name: string) => preview.getByRole("button", { name, exact: true });
  await expect(button("Fermer")).toBeFocused();
  await expect(preview.getByRole("group", { name: "Commandes de l’image" })).toBeVisible();
  for (const name of [
    "Image précédente",
    "Image suivante",
    "Zoom arrière",
    "Zoom avant",
    "Pivoter vers la gauche",
    "Pivoter vers la droite",
    "Retourner horizontalement",
    "Retourner verticalement",
    "Réinitialiser",
  ]) {
    await expect(button(name), name).toBeVisible();
  }
  const zoomLevel = preview.getByRole("status", { name: "Niveau de zoom" });
  await expect(zoomLevel).toHaveText(`100${nbsp}%`);
  await expect(button("Réinitialiser")).toBeDisabled();
  await expectNoAxeViolations(page);
  await button("Zoom avant").click();
  await expect(zoomLevel).toHaveText(`150${nbsp}%`);
  // The no-break space itself (toHaveText reads any space as one).
  expect(await zoomLevel.textContent()).toBe(`150${nbsp}%`);
  await expect(button("Réinitialiser")).toBeEnabled();
  await button("Réinitialiser").click();
  await expect(zoomLevel).toHaveText(`100${nbsp}%`);

  await button("Image précédente").click();
  await expect(preview).toHaveAccessibleName(/^Illustration d’un espace de travail Sage 300/);
  await expect(preview.getByText("1 sur 2")).toBeVisible();
  await expect(button("Image précédente")).toBeDisabled();
  await button("Fermer").click();
  await expect(preview).toBeHidden();
  await expect(industries).toBeFocused();
});

test("a French product page's video plays in place, captioned in French", async ({ page }) => {
  await page.route(/youtube(-nocookie)?\.com/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "" }),
  );
  await page.goto("/fr/logiciels/sage-crm");
  const play = page.getByRole("link", { name: /^Lire la vidéo\s*Sage CRM/ });
  await expect(play).toHaveAttribute("href", "https://www.youtube.com/watch?v=Hc7sW3pQ9bN");
  await play.click();
  await expect(page.locator("iframe")).toBeFocused();
  await expect(page.getByText("Lecture en cours")).toBeVisible();
  await expect(page).toHaveURL("/fr/logiciels/sage-crm");
});
