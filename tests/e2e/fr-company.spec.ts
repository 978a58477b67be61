import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { site } from "../../src/content/site";
import { jsonLd } from "./support/content-pages";
import { expect, test } from "./support/fixtures";

/**
 * The French service and company pages: French headings, sections and buttons, links
 * that stay under /fr, the testimonials with their English originals, French dates,
 * and the offices' addresses and numbers exactly as in English.
 */

/** U+202F, before ? ! ; in French; U+00A0, before : and in numbers. */
const nnbsp = "\u202f";
const nbsp = "\u00a0";

/** Opens a page; the shared fixture fails the test on any console error. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
}

/**
 * Every link in `scope` to a page of this site (not media files, not #anchors) leads to
 * a French page. `elsewhere` leaves out links rendered by components of other areas
 * that have their own French specs: the side list (an <aside>) and links in content
 * text (LinkedText, in paragraphs).
 */
async function expectFrenchLinks(scope: Locator, elsewhere?: string) {
  const hrefs = await scope.locator("a[href^='/']").evaluateAll(
    (links, skip) =>
      links
        .filter((a) => !(skip && a.closest(skip)))
        .map((a) => a.getAttribute("href") ?? "")
        .filter((href) => !href.startsWith("/media/")),
    elsewhere,
  );
  expect(hrefs.filter((href) => href !== "/fr" && !href.startsWith("/fr/"))).toEqual([]);
  return hrefs;
}

type ServiceCase = { path: string; h1: string; section: string; askAbout: string };

const services: ServiceCase[] = [
  {
    path: "/fr/services/hebergement",
    h1: "Hébergement infonuagique",
    section: "Ce que comprend l’hébergement géré",
    askAbout: "l’hébergement infonuagique",
  },
  {
    path: "/fr/services/services-geres",
    h1: "Services TI gérés",
    section: "Ce que nous gérons",
    askAbout: "les services TI gérés",
  },
  {
    path: "/fr/services/reprise-apres-sinistre",
    h1: "Reprise après sinistre et continuité des affaires",
    section: "Le fonctionnement du programme",
    askAbout: "la reprise après sinistre",
  },
  {
    path: "/fr/services/client-care",
    h1: "Client Care",
    section: "Ce que couvre le forfait mensuel",
    askAbout: "Client Care",
  },
  {
    path: "/fr/services/reseaux",
    h1: "Solutions réseau",
    section: "Ce que nous installons et soutenons",
    askAbout: "votre réseau",
  },
];

for (const service of services) {
  test(`${service.path}: French heading, sections, contact card and links`, async ({ page }) => {
    await open(page, service.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.h1);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: service.section })).toBeVisible();
    await expect(main.getByText("Services TI", { exact: true })).toBeVisible();

    // The contact card beside the sections.
    await expect(
      main.getByText(`Des questions sur ${service.askAbout}${nnbsp}? Appelez-nous`),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: site.emails.sales })).toHaveAttribute(
      "href",
      `mailto:${site.emails.sales}`,
    );

    await expect(main.getByRole("link", { name: "Parler à un conseiller" })).toHaveAttribute(
      "href",
      "/fr/nous-joindre",
    );
    expect(await expectFrenchLinks(main, "aside")).toContain("/fr/nous-joindre");

    const data = await jsonLd(page);
    expect(data.find((d) => d["@type"] === "Service")).toMatchObject({
      name: service.h1,
      url: `https://www.ridgeline.example${service.path}`,
    });
  });
}

test("a French service page's call to action opens the French contact page", async ({ page }) => {
  await open(page, "/fr/services/hebergement");
  await page.getByRole("main").getByRole("link", { name: "Nous joindre", exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/nous-joindre$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous joindre");
});

test("about: French hero, stats and links to the French software pages", async ({ page }) => {
  await open(page, "/fr/entreprise/a-propos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "À propos de Ridgeline Business Systems",
  );
  const main = page.getByRole("main");
  await expect(main.getByText("Entreprise", { exact: true })).toBeVisible();
  const stats = page.getByRole("region", { name: "Ridgeline en chiffres" });
  await expect(stats.getByText(`3${nbsp}750+`, { exact: true })).toBeVisible();

  await expect(main.getByRole("link", { name: "Parlez-nous" })).toHaveAttribute(
    "href",
    "/fr/nous-joindre",
  );
  await main.getByRole("link", { name: "Trouver un bureau" }).click();
  await expect(page).toHaveURL(/\/fr\/entreprise\/bureaux$/);
  await page.goBack();

  const software = page.getByRole("region", { name: "Les logiciels que nous prenons en charge" });
  await expect(software.getByRole("link")).toHaveCount(5);
  await expect(software.getByRole("link", { name: "Sage 300" })).toHaveAttribute(
    "href",
    "/fr/logiciels/sage300",
  );
  expect(await expectFrenchLinks(main, "p")).toHaveLength(7);
});

test("offices: French headings, addresses and phone numbers as in English", async ({ page }) => {
  await open(page, "/fr/entreprise/bureaux");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bureaux");
  const { main: phone } = site.phones;
  await expect(
    page.getByRole("link", { name: `Appelez-nous au ${phone.display}` }),
  ).toHaveAttribute("href", `tel:${phone.e164}`);
  await expect(page.getByRole("region", { name: "Ridgeline en un coup d’œil" })).toBeVisible();

  const english = parse(readFileSync("content/en/offices.yaml", "utf8")) as {
    headquarters: {
      street: string;
      city: string;
      region: string;
      regionCode: string;
      postalCode: string;
      phone: { display: string; e164: string };
    }[];
  };
  const hq = page.getByRole("region", { name: "Siège social et sièges régionaux" });
  await expect(hq.getByRole("heading", { level: 3 })).toHaveText([
    "Siège social",
    "Siège régional du Nord-Est",
    "Siège régional du Sud-Est",
    "Siège régional du Canada",
  ]);
  await expect(hq.getByRole("link", { name: site.phones.tollFree.display })).toBeVisible();
  await expect(hq.getByText("Sans frais")).toBeVisible();
  const cards = hq.getByRole("listitem");
  await expect(cards).toHaveCount(english.headquarters.length);
  for (const [i, office] of english.headquarters.entries()) {
    const address = cards.nth(i).locator("address");
    await expect(address).toContainText(office.street);
    await expect(address).toContainText(`${office.city}, ${office.region} ${office.postalCode}`);
    await expect(address.getByRole("link", { name: office.phone.display })).toHaveAttribute(
      "href",
      `tel:${office.phone.e164}`,
    );
    await expect(
      cards.nth(i).getByText(`${office.city}, ${office.regionCode}`, { exact: true }),
    ).toBeVisible();
  }

  const global = page.getByRole("region", { name: "Nos bureaux, ici et dans le monde" });
  const caribbean = global.getByRole("group", { name: "Caraïbes et Amérique du Sud" });
  await expect(caribbean.getByRole("listitem")).toHaveCount(5);
  await expect(global.getByRole("group")).toHaveCount(8);
  await expect(
    global.getByRole("img", { name: "Carte de nos régions et de nos bureaux", exact: true }),
  ).toHaveAccessibleDescription(
    new RegExp(
      `^Les régions où nous avons des bureaux locaux, numérotées comme dans les listes${nbsp}: 1\\. Nord-Est des États-Unis, .* et 8\\. Europe\\. Siège social${nbsp}: Ottawa\\. Sièges régionaux${nbsp}: Exton, Miami et Toronto\\.`,
    ),
  );

  const businesses = (await jsonLd(page)).filter((d) => d["@type"] === "LocalBusiness");
  expect(businesses.map((b) => b.url)).toEqual([
    "https://www.ridgeline.example/fr/entreprise/bureaux#northeast",
    "https://www.ridgeline.example/fr/entreprise/bureaux#southeast",
    "https://www.ridgeline.example/fr/entreprise/bureaux#canada",
  ]);
});

test("testimonials: each French quote offers its English original", async ({ page }) => {
  await open(page, "/fr/entreprise/clients/temoignages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Témoignages de nos clients");
  const main = page.getByRole("main");
  await expect(main.getByText("Nos clients", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Ce que disent nos clients" })).toBeAttached();

  const figures = main.locator("figure");
  await expect(figures).toHaveCount(16);
  await expect(figures.getByText("Citation originale (anglais)", { exact: true })).toHaveCount(16);

  const maria = figures.filter({ hasText: "Maria Delgado" });
  await expect(maria.getByText(/^Ridgeline a migré notre siège social/)).toBeVisible();
  await expect(maria.getByText("Contrôleuse générale, Coastline Marine Supply")).toBeVisible();
  const original = maria.locator('blockquote[lang="en"]');
  await expect(original).toBeHidden();
  await maria.getByText("Citation originale (anglais)").click();
  await expect(original).toBeVisible();
  await expect(original).toHaveText(/^Ridgeline moved our head office/);

  await main.getByRole("link", { name: "Lire les réussites de nos clients" }).click();
  await expect(page).toHaveURL(/\/fr\/entreprise\/clients\/reussites$/);
});

test("success stories: French parts, French links, quotes with their English original", async ({
  page,
}) => {
  await open(page, "/fr/entreprise/clients/reussites");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Réussites de nos clients");
  const main = page.getByRole("main");
  await expect(main.getByRole("navigation", { name: "Sur cette page" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Parler à un conseiller" })).toHaveAttribute(
    "href",
    "/fr/nous-joindre",
  );
  await expect(main.getByRole("link", { name: "Lire les témoignages" })).toHaveAttribute(
    "href",
    "/fr/entreprise/clients/temoignages",
  );

  const stories = main.locator("article");
  await expect(stories).toHaveCount(4);
  for (const story of await stories.all()) {
    for (const part of ["Le défi", "Notre intervention", "Le résultat", "Produits et services"]) {
      await expect(story.getByRole("heading", { level: 3, name: part })).toBeVisible();
    }
    await expect(story.getByRole("heading", { name: "Les résultats en chiffres" })).toBeAttached();
  }

  const first = stories.first();
  await expect(first.getByRole("link", { name: "Sage 300" })).toHaveAttribute(
    "href",
    "/fr/logiciels/sage300",
  );
  const original = first.locator('figure blockquote[lang="en"]');
  await first.getByText("Citation originale (anglais)").click();
  await expect(original).toHaveText(/^Ridgeline moved our head office/);
  expect(await expectFrenchLinks(main)).toContain("/fr/services/hebergement");
});

test("awards: French headings and the five logos", async ({ page }) => {
  await open(page, "/fr/entreprise/prix");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prix et réalisations");
  const list = page.getByRole("region", { name: "Prix et classements de partenaire" });
  await expect(list.getByText("Reconnaissance", { exact: true })).toBeVisible();
  await expect(list.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Logos des prix" }).getByRole("img")).toHaveCount(
    5,
  );
});
