import { describe, expect, it } from "vitest";
import {
  checkFrenchPage,
  englishAddressesAndPhones,
  frenchOrFile,
} from "../e2e/support/french-checks";

/**
 * The checks tests/e2e/french.spec.ts runs over every built French page, each shown
 * catching its kind of defect on a small page, and passing the same page written the
 * Quebec way.
 */

const origin = "https://www.example.org";

/** A French page with `body`, optional head tags and JSON-LD blocks. */
function page({
  body = "<p>Bonjour</p>",
  head = "",
  jsonLd = [] as object[],
}: {
  body?: string;
  head?: string;
  jsonLd?: object[];
}): string {
  const scripts = jsonLd
    .map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`)
    .join("");
  return `<!doctype html><html lang="fr-CA"><head><title>Page</title>${head}${scripts}</head><body>${body}</body></html>`;
}

const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": `${origin}/#organization`,
  url: `${origin}/fr`,
  logo: `${origin}/logo.svg`,
};

describe("English addresses and hyphenated phone numbers", () => {
  it.each([
    ["340 Albert Street, Suite 1100", ["340 Albert Street", "Suite 1100"]],
    ["155 Adelaide Crescent", ["155 Adelaide Crescent"]],
    ["Ottawa, Ontario K1R 7Y6", [", Ontario K1R 7Y6"]],
    ["Montréal, Québec H3B\u00a02Y5", [", Québec H3B\u00a02Y5"]],
    ["Appelez le 613-555-0100", ["613-555-0100"]],
    ["ou le 1-800-555-0199", ["1-800-555-0199"]],
    ["(613) 555-0100", ["(613) 555-0100"]],
  ])("finds them in %j", (text, found) => {
    expect(englishAddressesAndPhones(text)).toEqual(found);
  });

  it.each([
    "340, rue Albert, bureau 1100",
    "Ottawa (Ontario)\u00a0 K1R\u00a07Y6",
    "Appelez le 613\u00a0555-0100 ou le 1\u00a0800\u00a0555-0199",
    "Alors que Sage Abra Suite prend le nom de Sage HRMS",
    "Hudson Street Media, un client de longue date",
    "de 2019 à 2024, 3 750 entreprises",
  ])("passes %j, written the Quebec way", (text) => {
    expect(englishAddressesAndPhones(text)).toEqual([]);
  });

  it("reads the page's text, alternative text, labels, title, meta tags and templates", () => {
    const bad = page({
      head: '<meta name="description" content="Au 340 Albert Street.">',
      body: [
        '<p>Ottawa, <span class="x">Ontario K1R 7Y6</span></p>',
        '<img alt="Appelez le 613-555-0100" src="a.png">',
        '<a aria-label="Suite 1100" href="/fr">x</a>',
        "<template><iframe title='Au 10 Main Street'></iframe></template>",
      ].join(""),
    });
    expect(checkFrenchPage(bad, origin).shown.sort()).toEqual(
      [
        "10 Main Street",
        "340 Albert Street",
        "613-555-0100",
        ", Ontario K1R 7Y6",
        "Suite 1100",
      ].sort(),
    );
  });

  it("leaves alone words marked as English: an address abroad keeps its own form", () => {
    const abroad = page({ body: '<p><span lang="en-US">125 Lincoln Court, Suite 400</span></p>' });
    expect(checkFrenchPage(abroad, origin).shown).toEqual([]);
  });

  it("reads the JSON-LD, where only an address outside Canada keeps its country's form", () => {
    const address = (streetAddress: string, addressCountry: string) => ({
      "@type": "PostalAddress",
      streetAddress,
      addressCountry,
    });
    const bad = page({
      jsonLd: [{ ...organization, address: address("340 Albert Street, Suite 1100", "CA") }],
    });
    expect(checkFrenchPage(bad, origin).jsonLd).toEqual(["340 Albert Street", "Suite 1100"]);
    const good = page({
      jsonLd: [
        { ...organization, address: address("340, rue Albert, bureau 1100", "CA") },
        { "@type": "LocalBusiness", address: address("125 Lincoln Court, Suite 400", "US") },
      ],
    });
    expect(checkFrenchPage(good, origin).jsonLd).toEqual([]);
  });
});

describe("a French page's structured data", () => {
  it("may lead to French pages, files and other sites, and name the company by its id", () => {
    const good = page({
      jsonLd: [
        organization,
        {
          "@type": "WebPage",
          url: `${origin}/fr/logiciels`,
          isPartOf: { url: `${origin}/fr` },
          image: `${origin}/share/fr-logiciels.png`,
          publisher: { "@id": `${origin}/#organization` },
          thumbnailUrl: `${origin}/media/videos/posters/a.webp`,
          embedUrl: "https://www.youtube-nocookie.com/embed/q8Vx3LmT2dA",
        },
      ],
    });
    expect(checkFrenchPage(good, origin).englishPages).toEqual([]);
  });

  it("is caught leading to English pages", () => {
    const bad = page({
      jsonLd: [
        { ...organization, url: `${origin}/` },
        {
          "@type": "ItemList",
          itemListElement: [{ url: `${origin}/software/sage300` }],
          isPartOf: { "@id": `${origin}/software#webpage` },
        },
      ],
    });
    expect(checkFrenchPage(bad, origin).englishPages).toEqual([
      `url: ${origin}/`,
      `url: ${origin}/software/sage300`,
      `@id: ${origin}/software#webpage`,
    ]);
  });

  it.each([
    ["/fr", true],
    ["/fr/logiciels/sage300", true],
    ["/og-default-fr.png", true],
    ["/media/newsletters/2024-q1-fr.pdf", true],
    ["/", false],
    ["/software", false],
    ["/francais", false],
  ])("%s is a French page or a file: %s", (pathname, ok) => {
    expect(frenchOrFile(pathname)).toBe(ok);
  });
});

describe("a French page's share image", () => {
  it("is read from og:image and twitter:image", () => {
    const html = page({
      head: [
        `<meta property="og:image" content="${origin}/og-default-fr.png">`,
        `<meta name="twitter:image" content="${origin}/og-default-fr.png">`,
      ].join(""),
    });
    expect(checkFrenchPage(html, origin).shareImages).toEqual([
      `${origin}/og-default-fr.png`,
      `${origin}/og-default-fr.png`,
    ]);
  });
});
