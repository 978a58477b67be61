import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadContact } from "~/content/contact.server";
import type { ContactErrorCode } from "~/lib/contact";
import type { ContactFormField } from "~/lib/contact-fields";
import { formMessages } from "~/page-bodies/contact";
import { ContactForm, errorText } from "./contact-form";

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
  const content = loadContact("fr");
  const html = renderToStaticMarkup(
    <ContactForm
      copy={content.form}
      demoRequests={content.demoRequests}
      locale="fr"
      messages={fr}
    />,
  );

  it("labels its fields in French, with a French placeholder", () => {
    for (const label of ["Nom", "Nom de l’entreprise", "Courriel", "Téléphone", "Message"]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('placeholder="Écrivez votre message ici"');
    expect(html).toContain(">Laissez ce champ vide</label>");
    expect(html).toContain(">Envoyer le message</button>");
  });

  it("posts its language with the fields, to the same relay", () => {
    expect(html).toContain('<input type="hidden" name="language" value="fr"/>');
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/v1/email"');
  });

  it("has no English left", () => {
    const text = html.replace(/<[^>]+>/g, " ");
    for (const english of ["Name", "Company", "Email", "Phone", "Write Your", "Leave this"]) {
      expect(text).not.toContain(english);
    }
  });
});
