import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
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
      "a label's words may wrap, its number stays whole",
      <PhoneLink key="b" phone={phone} label="Appelez-nous au {phone}" className="btn" />,
      `<a href="tel:${phone.e164}" class="btn">Appelez-nous au <span class="whitespace-nowrap">${phone.display}</span></a>`,
    ],
  ])("%s", (_, element, html) => {
    expect(renderToStaticMarkup(element)).toBe(html);
  });
});
