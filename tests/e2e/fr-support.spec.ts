import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { mailbox } from "../../playwright.config";
import { site } from "../../src/content/site";
import { expect, expectNoAxeViolations, hydrate, test } from "./support/fixtures";

/**
 * The French support pages, the French contact form and its thank-you page, as a
 * French-speaking visitor meets them: French headings, buttons and messages, links
 * that stay in French, the form sent through the real relay (and sales told to
 * answer in French), with and without JavaScript.
 */

/**
 * Every internal link under `scope` leads to a French page (or a file: media, the relay).
 * `skipAsides`: leave out the 'Software and IT Support' side list (an <aside>), which
 * belongs to another area's translation.
 */
async function expectLinksStayFrench(scope: Locator, { skipAsides = false } = {}) {
  const hrefs = await scope
    .locator("a[href]")
    .evaluateAll(
      (links, skip) =>
        links.filter((a) => !(skip && a.closest("aside"))).map((a) => a.getAttribute("href") ?? ""),
      skipAsides,
    );
  expect(hrefs.length).toBeGreaterThan(0);
  const english = hrefs.filter(
    (href) => href.startsWith("/") && !/^\/(fr(\/|$|#)|media\/|v1\/)/.test(href),
  );
  expect(english, "links from a French page to English pages").toEqual([]);
}

test.describe("joindre le soutien", () => {
  test("speaks French, with the phone desk first and French hours", async ({ page }) => {
    await page.goto("/fr/soutien/joindre-le-soutien");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Joindre le soutien");
    for (const heading of [
      "Appelez le centre de soutien",
      "Courriel",
      "Site de soutien à la clientèle",
      "Avant d’appeler, ayez en main",
      "Déroulement de votre appel",
      "Trouvez vos réponses, en tout temps",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const { support } = site.phones;
    await expect(page.getByRole("link", { name: `Appeler le ${support.display}` })).toHaveAttribute(
      "href",
      `tel:${support.e164}`,
    );
    const portal = page.getByRole("main").getByRole("link", {
      name: "Site de soutien à la clientèle (s’ouvre dans un nouvel onglet)",
    });
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(page.getByText("de 8\u00a0h à 18\u00a0h, heure de l’Est")).toBeVisible();
    // Self-help leads to the French pages.
    await page.getByRole("link", { name: "Infolettres" }).last().click();
    await expect(page).toHaveURL("/fr/soutien/infolettres");
  });

  test("keeps every link of the page in French, and passes axe", async ({ page }) => {
    await page.goto("/fr/soutien/joindre-le-soutien");
    await expectLinksStayFrench(page.getByRole("main"));
    await expect(
      page.getByRole("main").getByRole("link", { name: "Vidéos de formation" }),
    ).toHaveAttribute("href", "/fr/soutien/videos-de-formation");
    await expectNoAxeViolations(page);
  });
});

test.describe("infolettres", () => {
  test("names each issue's period in French and links the French PDFs", async ({
    page,
    request,
  }) => {
    await page.goto("/fr/soutien/infolettres");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Infolettres");
    const year2024 = page.getByRole("group", { name: "2024" });
    await expect(year2024.getByRole("listitem")).toHaveText([
      /1er trimestre/,
      /2e trimestre/,
      /3e trimestre/,
      /Fin d’exercice/,
    ]);
    await expect(page.getByRole("main")).not.toContainText(/Quarter|Year End|newsletter/);

    const links = page.getByRole("link", { name: /^Infolettre \d{4}, .+ PDF/ });
    await expect(links).toHaveCount(29);
    const first = year2024.getByRole("link", { name: /1er trimestre/ });
    await expect(first).toHaveAccessibleName(
      "Infolettre 2024, 1er trimestre PDF (s’ouvre dans un nouvel onglet)",
    );
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/\/media\/newsletters\/\d{4}-(q[1-3]|year-end)-fr\.pdf$/);
    }
    const pdf = await request.get((await first.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });

  test("says in a plain note that the lost 2017 issue is not available, and the archive in French", async ({
    page,
  }) => {
    await page.goto("/fr/soutien/infolettres");
    await expect(page.getByRole("heading", { name: /archives \(2021 et avant\)/i })).toBeVisible();
    await expect(page.getByText("6 années, 23 numéros")).toBeVisible();
    const lost = page
      .getByRole("group", { name: "2017" })
      .getByRole("listitem")
      .filter({ hasText: "1er trimestre" });
    await expect(lost).toContainText(
      "Ce numéro n’est pas disponible\u00a0: aucun exemplaire n’en a été conservé.",
    );
    await expect(lost.getByRole("link")).toHaveCount(0);
    await expect(lost.locator("svg")).toHaveCount(0);
  });

  test("offers the list by e-mail in French, keeps its links in French, and passes axe", async ({
    page,
  }) => {
    await page.goto("/fr/soutien/infolettres");
    const signup = page.getByRole("region", { name: "Recevez chaque numéro par courriel" });
    await expect(signup.getByRole("link", { name: site.emails.support })).toHaveAttribute(
      "href",
      `mailto:${site.emails.support}?subject=${encodeURIComponent("Abonnement à l’infolettre")}`,
    );
    await expect(signup).toContainText("Une question sur un article\u202f? Composez le");
    await expectLinksStayFrench(page.getByRole("main"), { skipAsides: true });
    await expectNoAxeViolations(page);
  });
});

test.describe("vidéos de formation", () => {
  test("says once that the videos are narrated in English, and on each video", async ({ page }) => {
    await page.goto("/fr/soutien/videos-de-formation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vidéos de formation");
    await expect(page.getByRole("note")).toHaveCount(1);
    await expect(page.getByRole("note")).toContainText("Vidéos narrées en anglais");
    const sage300 = page.getByRole("region", { name: "Formation Sage 300" });
    await expect(sage300.getByRole("figure")).toHaveCount(21);
    await expect(
      page.getByRole("region", { name: "Formation Sage CRM" }).getByRole("figure"),
    ).toHaveCount(17);
    const figure = sage300.getByRole("figure", { name: /^Reporter un lot du Grand livre/ });
    await expect(figure).toContainText("Narration en anglais");
    await expect(page.getByRole("figure").filter({ hasText: "Narration en anglais" })).toHaveCount(
      38,
    );
    await expect(figure).toContainText("Leçon 4");
    await expect(
      figure.getByRole("link", { name: "Lire la vidéo\u00a0: Reporter un lot du Grand livre" }),
    ).toHaveAttribute("href", /\/media\/videos\/clips\/.+\.webm$/);
    await expect(page.getByRole("navigation", { name: "Sections de formation" })).toContainText(
      "Formation Sage CRM",
    );
    await expectLinksStayFrench(page.getByRole("main"));
    await expectNoAxeViolations(page);
  });

  test("the filter works in French as you type, with a French empty state", async ({ page }) => {
    await page.goto("/fr/soutien/videos-de-formation");
    const filter = page.getByRole("searchbox", { name: "Filtrer les vidéos" });
    await expect(filter).toHaveAccessibleDescription(
      "Tapez une tâche ou un écran, par exemple «\u00a0lot\u00a0», «\u00a0rapprochement\u00a0» ou «\u00a0occasion\u00a0».",
    );
    const status = page.getByRole("status");
    await expect(status).toHaveText("38 vidéos sur 38");

    await hydrate(filter);
    await filter.pressSequentially("rapprochement");
    await expect(status).toHaveText("1 vidéo sur 38");
    const crm = page.getByRole("region", { name: "Formation Sage CRM" });
    await expect(crm).toContainText(
      "Aucune des 17 vidéos de cette section ne correspond à «\u00a0rapprochement\u00a0».",
    );
    await expect(page.getByRole("region", { name: "Formation Sage 300" })).toContainText(
      "1 vidéo sur 21",
    );

    await filter.fill("sage crm");
    await expect(status).toHaveText("3 vidéos sur 38");

    await filter.fill("salaire");
    await expect(status).toHaveText("0 vidéo sur 38");
    await expect(
      page.getByRole("heading", { name: "Aucune vidéo ne correspond à «\u00a0salaire\u00a0»" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Effacer le filtre" }).click();
    await expect(status).toHaveText("38 vidéos sur 38");
    await expect(filter).toBeFocused();
  });

  test("a video plays in place, its English captions named in French", async ({ page }) => {
    await page.goto("/fr/soutien/videos-de-formation");
    const figure = page.getByRole("figure", {
      name: /^Créer une occasion d’affaires dans Sage CRM/,
    });
    const play = figure.getByRole("link", { name: /^Lire la vidéo/ });
    await play.scrollIntoViewIfNeeded();
    await play.focus();
    await page.keyboard.press("Enter");
    const video = figure.locator("video");
    await expect(video).toBeFocused();
    const track = video.locator("track[kind=captions]");
    await expect(track).toHaveAttribute("srclang", "en");
    await expect(track).toHaveAttribute("label", "Anglais");
  });
});

type Visitor = { name: string; companyName: string; email: string; phone: string; message: string };

function visitor(tag: string): Visitor {
  return {
    name: `Amélie Tremblay ${tag}`,
    companyName: `Outillage Laurentides ${tag}`,
    email: `amelie.${tag}@laurentides.example`,
    phone: "+1 819-555-0123",
    message: `Nous utilisons Sage 100 sur un vieux serveur.\nPouvez-vous l’héberger ? (${tag})`,
  };
}

async function fill(page: Page, v: Visitor) {
  await page.getByLabel("Nom", { exact: true }).fill(v.name);
  await page.getByLabel("Nom de l’entreprise").fill(v.companyName);
  await page.getByLabel("Courriel", { exact: true }).fill(v.email);
  await page.getByLabel("Téléphone", { exact: true }).fill(v.phone);
  await page.getByLabel("Message", { exact: true }).fill(v.message);
}

/** Waits until the test SMTP server has received a message for this visitor (as contact.spec.ts). */
async function delivered(v: Visitor): Promise<ParsedMail> {
  let raw: string | undefined;
  await expect
    .poll(
      () => {
        raw = readFileSync(mailbox, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { raw: string })
          .find((m) => m.raw.includes(v.email))?.raw;
        return Boolean(raw);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return simpleParser(raw!);
}

const frenchLine = "Language: French (fr-CA): reply in French";

test.describe("nous joindre", () => {
  test("shows the form in French", async ({ page }) => {
    await page.goto("/fr/nous-joindre");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous joindre");
    await expect(page.getByRole("heading", { name: "Laissez-nous un message" })).toBeVisible();
    for (const label of ["Nom", "Nom de l’entreprise", "Courriel", "Téléphone", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute(
      "placeholder",
      "Écrivez votre message ici",
    );
    await expect(page.getByRole("main")).toContainText("Sans frais");
    await expect(page.getByRole("button", { name: "Envoyer le message" })).toBeVisible();
    await expectLinksStayFrench(page.getByRole("main"));
    await expectNoAxeViolations(page);
  });

  test("sent empty, it says what is missing in French, beside each field", async ({ page }) => {
    let posted = 0;
    await page.route("**/v1/email", (route) => {
      posted += 1;
      return route.abort();
    });
    await page.goto("/fr/nous-joindre");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    const name = page.getByLabel("Nom", { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Veuillez entrer votre nom.");
    await expect(page.getByLabel("Nom de l’entreprise")).toHaveAccessibleDescription(
      "Veuillez entrer le nom de votre entreprise.",
    );
    await expect(page.getByLabel("Téléphone", { exact: true })).toHaveAccessibleDescription(
      "Veuillez entrer votre numéro de téléphone.",
    );
    await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
      "Veuillez écrire votre message.",
    );
    const email = page.getByLabel("Courriel", { exact: true });
    await expect(email).toHaveAccessibleDescription("Veuillez entrer votre adresse courriel.");
    await email.fill("pas une adresse");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(email).toHaveAccessibleDescription("Veuillez entrer une adresse courriel valide.");
    await expect(page.getByRole("main")).not.toContainText("Please");
    await expectNoAxeViolations(page);
    expect(posted).toBe(0);
  });

  test("sends through the relay, thanks in French, and tells sales to answer in French", async ({
    page,
  }) => {
    const v = visitor(`fr${Date.now()}`);
    await page.goto("/fr/nous-joindre");
    await hydrate(page.getByLabel("Nom", { exact: true }));
    await fill(page, v);
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/v1/email"),
    );
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    // The same relay contract, with the page's language.
    expect((await posted).postDataJSON()).toMatchObject({
      senderMail: v.email,
      senderName: v.name,
      subject: v.companyName,
      language: "fr",
    });
    await expect(page.getByText("Message envoyé avec succès")).toBeVisible();
    await expect(page.getByRole("button", { name: "Fermer la notification" })).toBeVisible();
    await expect(page.getByText("Votre message est en route.")).toBeVisible();
    await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("");

    const mail = await delivered(v);
    expect(mail.text!.split("\n")[0]).toBe(frenchLine);
    expect(mail.replyTo?.value).toEqual([{ address: v.email, name: v.name }]);
    expect(mail.text).toContain("Pouvez-vous l’héberger ?");
  });

  test.describe(() => {
    test.use({ allowedErrors: [/Failed to load resource/] });
    test("a relay failure says so in French, and keeps what was typed", async ({ page }) => {
      await page.route("**/v1/email", (route) => route.fulfill({ status: 500, body: "" }));
      const v = visitor("echec");
      await page.goto("/fr/nous-joindre");
      await fill(page, v);
      await page.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(page.getByText("Une erreur s’est produite. Veuillez réessayer.")).toBeVisible();
      await expect(page.getByLabel("Courriel", { exact: true })).toHaveValue(v.email);
    });
  });
});

test.describe("nous joindre without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the relay and lands on the French thank-you page", async ({ page }) => {
    const v = visitor(`frnojs${Date.now()}`);
    await page.goto("/fr/nous-joindre");
    await fill(page, v);
    const posted = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith("/v1/email"),
    );
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    const answer = await posted;
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toMatch(/\/fr\/nous-joindre\/merci$/);
    await expect(page).toHaveURL("/fr/nous-joindre/merci");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Merci\u00a0: votre message est en route",
    );
    await expect(page.getByRole("link", { name: "Retour à la page d’accueil" })).toHaveAttribute(
      "href",
      "/fr",
    );
    await expect(page.getByRole("link", { name: "Découvrir nos logiciels" })).toHaveAttribute(
      "href",
      "/fr/logiciels",
    );
    const mail = await delivered(v);
    expect(mail.text!.split("\n")[0]).toBe(frenchLine);
  });

  test("a message the relay sends back returns to the French form, which says so", async ({
    page,
  }) => {
    const v = { ...visitor(`frnojsbad${Date.now()}`), email: "amelie@intranet" };
    await page.goto("/fr/nous-joindre");
    const notice = page.getByRole("heading", { name: "Votre message n’a pas été envoyé" });
    await expect(notice).toBeHidden();
    await fill(page, v);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page).toHaveURL("/fr/nous-joindre?error=email#contact-not-sent");
    await expect(notice).toBeVisible();
  });
});

test("with JavaScript, the French form names the field a script-less post got wrong", async ({
  page,
}) => {
  // Where the relay sends a refused French post: the island marks the field, in French.
  await page.goto("/fr/nous-joindre?error=email#contact-not-sent");
  await expect(page.getByLabel("Courriel", { exact: true })).toHaveAccessibleDescription(
    "Veuillez vérifier votre adresse courriel.",
  );
  await expect(page.getByRole("alert")).toHaveText("Veuillez vérifier les champs en surbrillance");
});
