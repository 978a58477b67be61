import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { ContentError, parseWith } from "./read";
import { siteSchema } from "./schemas/site";

const checkSite = (config: unknown) => parseWith(siteSchema, config, "content/site.yaml");

const withMainPhone = (display: string, e164: string) => ({
  ...site,
  phones: { ...site.phones, main: { display, e164 } },
});

describe("content/site.yaml", () => {
  it.each([
    ["613-555-0100", "+16135550100"],
    ["1-800-555-0199", "+18005550199"],
    ["(613) 555.0100", "+16135550100"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("accepts %s dialled as %s", (display, e164) => {
    expect(() => checkSite(withMainPhone(display, e164))).not.toThrow();
  });

  it.each([
    ["613-555-0188", "+16135550177", "phones.main.e164: does not dial the number in display"],
    ["613-555-0100", "+1613555O100", "phones.main.e164: must be E.164"],
    ["613-555-O100", "+16135550100", "phones.main.display: must be digits"],
    ["call us", "+16135550100", "phones.main.display: must be digits"],
  ])("rejects %s dialled as %s", (display, e164, message) => {
    const check = () => checkSite(withMainPhone(display, e164));
    expect(check).toThrow(ContentError);
    expect(check).toThrow(`content/site.yaml is not valid:\n  ${message}`);
  });

  it("rejects a site address that ends with a slash", () => {
    expect(() => checkSite({ ...site, url: "https://www.ridgeline.example/" })).toThrow(
      "url: must not end with a slash",
    );
  });
});
