import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pressReleasePath } from "~/lib/route-table";
import { pressReleaseAddresses, pressReleaseRedirects } from "./press-release-addresses";

/** A content folder holding one release in each language, with each language's urlSlug. */
function contentWith(file: string, slugs: { en: string; fr: string }): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "release-addresses-"));
  for (const [locale, urlSlug] of Object.entries(slugs)) {
    const folder = path.join(root, locale, "press-releases");
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, `${file}.md`),
      `---\nheading: "A release"\ndate: ${file.slice(0, 10)}\nurlSlug: ${urlSlug}\n---\n\nText.\n`,
    );
  }
  return root;
}

describe("a press release's addresses", () => {
  it("are its date and each language's urlSlug, and its first address leads there", () => {
    const root = contentWith("2019-05-14-number-one-partner", {
      en: "number-one-partner",
      fr: "premier-partenaire",
    });
    const addresses = pressReleaseAddresses(root);
    expect(addresses).toEqual([
      {
        file: "2019-05-14-number-one-partner",
        paths: {
          en: "/company/press-releases/2019-05-14-number-one-partner",
          fr: "/fr/entreprise/communiques/2019-05-14-premier-partenaire",
        },
      },
    ]);
    // The English address is the file name: nothing to redirect. The French one moved.
    const first = pressReleasePath("2019-05-14-number-one-partner", "fr");
    expect([...pressReleaseRedirects(addresses)]).toEqual([
      [first, "/fr/entreprise/communiques/2019-05-14-premier-partenaire"],
      [`${first}/`, "/fr/entreprise/communiques/2019-05-14-premier-partenaire"],
    ]);
  });

  it("never redirect over another release's page", () => {
    const addresses = [
      {
        file: "2019-05-14-a",
        paths: {
          en: "/company/press-releases/2019-05-14-a",
          fr: "/fr/entreprise/communiques/2019-05-14-b",
        },
      },
      {
        file: "2019-05-14-b",
        paths: {
          en: "/company/press-releases/2019-05-14-b",
          fr: "/fr/entreprise/communiques/2019-05-14-c",
        },
      },
    ];
    const redirects = pressReleaseRedirects(addresses);
    expect(redirects.get("/fr/entreprise/communiques/2019-05-14-a")).toBe(
      "/fr/entreprise/communiques/2019-05-14-b",
    );
    expect(redirects.has("/fr/entreprise/communiques/2019-05-14-b")).toBe(false);
  });

  it("of the site: every French release has a French address and its first one redirects", () => {
    const addresses = pressReleaseAddresses();
    const redirects = pressReleaseRedirects(addresses);
    expect(addresses.length).toBeGreaterThan(0);
    for (const { file, paths } of addresses) {
      expect(paths.en, file).toBe(pressReleasePath(file, "en"));
      expect(redirects.get(pressReleasePath(file, "fr")), file).toBe(paths.fr);
    }
  });
});
