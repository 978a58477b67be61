import { describe, expect, it } from "vitest";
import { cityAndRegion, localityLine, oneLineAddress, phoneText, streetLanguage } from "./postal";

const nbsp = "\u00a0";

describe("a phone number in each language", () => {
  it.each([
    ["613-555-0100", "en", "613-555-0100"],
    ["613-555-0100", "fr", `613${nbsp}555-0100`],
    ["613.555.0100", "fr", `613${nbsp}555-0100`],
    ["(613) 555-0100", "fr", `613${nbsp}555-0100`],
    ["1-800-555-0199", "fr", `1${nbsp}800${nbsp}555-0199`],
    ["+1 800 555 0199", "fr", `1${nbsp}800${nbsp}555-0199`],
    // Not a North American number: shown as written.
    ["+44 20 7946 0958", "fr", "+44 20 7946 0958"],
  ] as const)("%s on an %s page reads %s", (display, locale, shown) => {
    expect(phoneText(display, locale)).toBe(shown);
  });
});

const ottawa = {
  street: "340 Albert Street, Suite 1100",
  city: "Ottawa",
  region: "Ontario",
  regionCode: "ON",
  postalCode: "K1R 7Y6",
  country: "Canada",
  countryCode: "CA",
};
const ottawaFr = { ...ottawa, street: "340, rue Albert, bureau 1100" };
const exton = {
  street: "125 Lincoln Court, Suite 400",
  city: "Exton",
  region: "Pennsylvanie",
  regionCode: "PA",
  postalCode: "19341",
  country: "États-Unis",
  countryCode: "US",
};

describe("an address in each language", () => {
  it("writes the line under the street the language's way, in parts that stay whole", () => {
    expect(localityLine(ottawa, "en")).toEqual({
      place: "Ottawa,",
      gap: " ",
      postal: `Ontario K1R${nbsp}7Y6`,
    });
    // Two spaces before the postal code (Canada Post, OQLF), the first a no-break one.
    expect(localityLine(ottawaFr, "fr")).toEqual({
      place: "Ottawa (Ontario)",
      gap: `${nbsp} `,
      postal: `K1R${nbsp}7Y6`,
    });
    // An address abroad, on a French page, as its post office writes it.
    expect(localityLine(exton, "fr")).toEqual({ place: "Exton,", gap: " ", postal: "PA 19341" });
  });

  it("names a city with its province or state", () => {
    expect(cityAndRegion(ottawa, "en")).toBe("Ottawa, ON");
    expect(cityAndRegion(ottawa, "en", { full: true })).toBe("Ottawa, Ontario");
    expect(cityAndRegion(ottawaFr, "fr")).toBe("Ottawa (Ontario)");
    expect(cityAndRegion(exton, "fr")).toBe("Exton (Pennsylvanie)");
    expect(oneLineAddress(ottawaFr, "fr")).toBe("340, rue Albert, bureau 1100, Ottawa (Ontario)");
    expect(oneLineAddress(ottawa, "en")).toBe("340 Albert Street, Suite 1100, Ottawa, Ontario");
  });

  it("marks the English street line of an address abroad on a French page", () => {
    expect(streetLanguage(exton, "fr")).toBe("en-US");
    expect(streetLanguage(exton, "en")).toBeUndefined();
    expect(streetLanguage(ottawaFr, "fr")).toBeUndefined();
  });
});
