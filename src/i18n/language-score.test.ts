import { describe, expect, it } from "vitest";
import { languageScore, readsAs } from "./language-score";

const english =
  "Sage 300 brings your accounting, distribution and operations together. Ridgeline implements, hosts and supports it for distributors and manufacturers, and we answer the phone when you call.";
const french =
  "Sage 300 réunit votre comptabilité, la distribution et les opérations. Ridgeline l’implante, l’héberge et le soutient pour les distributeurs et les fabricants, et nous répondons quand vous appelez.";

describe("languageScore", () => {
  it.each([
    ["an English paragraph", english, "en"],
    ["a French paragraph", french, "fr"],
    [
      "French with English product names",
      `${french} Sage HRMS & Payroll, Client Care, Employee Self Service.`,
      "fr",
    ],
  ] as const)("reads %s as %s", (_what, text, locale) => {
    expect(readsAs(text + " " + text, locale)).toBe(true);
    expect(readsAs(text + " " + text, locale === "en" ? "fr" : "en")).toBe(false);
  });

  it("does not count the words both languages share, nor names", () => {
    expect(languageScore("a on en or plus Sage Intacct Ridgeline").counts).toEqual({
      en: 0,
      fr: 0,
    });
  });

  it("splits French elisions: « l’hébergement de l’entreprise »", () => {
    expect(languageScore("l’hébergement de l’entreprise et du client").counts.fr).toBe(3);
  });

  it("refuses to judge a text too short to tell", () => {
    expect(readsAs("Le client", "fr")).toBe(false);
  });

  it("fails a French page whose body was left in English under a French header", () => {
    const header = "Logiciels Sage Services TI Entreprise Soutien Nous joindre";
    expect(readsAs(`${header} ${english} ${english} ${english}`, "fr")).toBe(false);
  });
});
