import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { Localized } from "~/i18n/localized";
import { PhoneLink } from "./phone-link";

const phone = site.phones.main;

describe("PhoneLink", () => {
  it.each([
    [
      "the number alone never wraps",
      <PhoneLink key="a" phone={phone} />,
      `<a href="tel:${phone.e164}" class="whitespace-nowrap">${phone.display}</a>`,
    ],
    [
      "a label may wrap between its words, never within one; its number stays whole",
      <PhoneLink key="b" phone={phone} label="Appelez-nous au {phone}" className="btn" />,
      `<a href="tel:${phone.e164}" class="btn"><span><span class="whitespace-nowrap">Appelez-nous</span> au <span class="whitespace-nowrap">${phone.display}</span></span></a>`,
    ],
    [
      "the words around the number may be styled apart: left to screen readers on a phone",
      <PhoneLink
        key="c"
        phone={phone}
        label="Call us at {phone}"
        className="btn"
        wordsClassName="max-sm:sr-only"
      />,
      `<a href="tel:${phone.e164}" class="btn"><span><span class="max-sm:sr-only">Call us at </span><span class="whitespace-nowrap">${phone.display}</span></span></a>`,
    ],
  ])("%s", (_, element, html) => {
    expect(renderToStaticMarkup(<Localized locale="en">{element}</Localized>)).toBe(html);
  });

  it("shows a number the OQLF way on a French page, and dials the same number", () => {
    const html = renderToStaticMarkup(
      <Localized locale="fr">
        <PhoneLink phone={{ display: "613-555-0100", e164: "+16135550100" }} />
      </Localized>,
    );
    expect(html).toBe('<a href="tel:+16135550100" class="whitespace-nowrap">613\u00a0555-0100</a>');
  });
});
