// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { committedData } from "../../tests/fixtures/content/fixtures";
import { parseWith } from "~/content/read";
import { contactSchema } from "~/content/schemas/contact";
import type { ContactErrorCode } from "~/lib/contact";
import type { ContactFormField } from "~/lib/contact-fields";
import { relayUrl } from "~/lib/relay-url";
import { localizedPath } from "~/lib/route-table";
import { formCopy, formMessages } from "~/page-bodies/contact";
import { ContactForm, errorText } from "./contact-form";

// formMessages comes with the contact page's module, which reads its content through
// astro:content: a server-only module that the jsdom environment refuses to load. The
// form is given its content here.
vi.mock("astro:content", () => ({}));

const en = formMessages("en");
const fr = formMessages("fr");

describe("errorText, with the form's strings as formMessages gives them", () => {
  // The English words are the form's words from before the codes: tests and people know them.
  it.each<[ContactFormField, ContactErrorCode, string, string]>([
    ["name", "required", "Please enter your name.", "Veuillez entrer votre nom."],
    [
      "name",
      "tooLong",
      "Please shorten your name to 100 characters or fewer.",
      "Veuillez raccourcir votre nom à 100 caractères ou moins.",
    ],
    [
      "name",
      "invalid",
      "Please enter your name on one line, without special characters.",
      "Veuillez entrer votre nom sur une seule ligne, sans caractères spéciaux.",
    ],
    [
      "companyName",
      "required",
      "Please enter your company name.",
      "Veuillez entrer le nom de votre entreprise.",
    ],
    [
      "companyName",
      "tooLong",
      "Please shorten the company name to 150 characters or fewer.",
      "Veuillez raccourcir le nom de l’entreprise à 150 caractères ou moins.",
    ],
    [
      "companyName",
      "invalid",
      "Please enter the company name on one line, without special characters.",
      "Veuillez entrer le nom de l’entreprise sur une seule ligne, sans caractères spéciaux.",
    ],
    [
      "email",
      "required",
      "Please enter your e-mail address.",
      "Veuillez entrer votre adresse courriel.",
    ],
    [
      "email",
      "invalid",
      "Please enter a valid e-mail address.",
      "Veuillez entrer une adresse courriel valide.",
    ],
    [
      "phone",
      "required",
      "Please enter your phone number.",
      "Veuillez entrer votre numéro de téléphone.",
    ],
    [
      "phone",
      "invalid",
      "Please enter a valid phone number.",
      "Veuillez entrer un numéro de téléphone valide.",
    ],
    ["message", "required", "Please write your message.", "Veuillez écrire votre message."],
    [
      "message",
      "tooLong",
      "Please shorten your message to 5,000 characters or fewer.",
      "Veuillez raccourcir votre message à 5\u00a0000 caractères ou moins.",
    ],
    [
      "message",
      "invalid",
      "Your message contains characters we cannot accept. Please remove them.",
      "Votre message contient des caractères que nous ne pouvons pas accepter. Veuillez les retirer.",
    ],
  ])("%s %s", (field, code, english, french) => {
    expect(errorText(en, field, code)).toBe(english);
    expect(errorText(fr, field, code)).toBe(french);
  });
});

describe("the French form", () => {
  const content = parseWith(
    contactSchema,
    committedData("fr/contact.yaml"),
    "content/fr/contact.yaml",
  );

  beforeEach(() => {
    document.body.innerHTML = renderToStaticMarkup(
      <ContactForm
        copy={formCopy(content.form, "fr")}
        demoRequests={content.demoRequests}
        locale="fr"
        messages={fr}
        notify={() => Promise.resolve()}
      />,
    );
  });

  it("labels its fields in French, with a French placeholder, and sends in its words", () => {
    const labels = [...document.querySelectorAll("label")].map((label) => label.textContent);
    expect(labels).toEqual([...Object.values(fr.labels), fr.honeypot]);
    expect(document.querySelector("textarea")!.placeholder).toBe(fr.placeholder);
    expect(document.querySelector("button[type=submit]")!.textContent).toBe(
      content.form.submitLabel,
    );
  });

  it("posts its language with the fields, to the relay", () => {
    const form = document.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    const action = new URL(form.getAttribute("action")!, "https://site.example");
    expect(`${action.origin}${action.pathname}`).toBe(
      new URL(relayUrl, "https://site.example").href,
    );
    expect(action.searchParams.get("language")).toBe("fr");
    expect(form.querySelector<HTMLInputElement>("input[type=hidden][name=language]")!.value).toBe(
      "fr",
    );
  });

  it("says what happens to the message before its button, linking to the French policy", () => {
    const notice = document.getElementById("contact-privacy")!;
    expect(notice.textContent).toBe(content.form.privacyNotice.map((s) => s.text).join(""));
    expect(notice.querySelector("a")!.getAttribute("href")).toBe(localizedPath("/privacy", "fr"));
    const button = document.querySelector("button[type=submit]")!;
    expect(notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("has no English left", () => {
    const english = [...Object.values(en.labels), en.placeholder, en.honeypot].filter(
      (words) => ![...Object.values(fr.labels), fr.placeholder, fr.honeypot].includes(words),
    );
    expect(english.length).toBeGreaterThan(0);
    const shown = [document.body.textContent, document.querySelector("textarea")!.placeholder];
    for (const words of english) {
      for (const text of shown) expect(text).not.toContain(words);
    }
  });
});
