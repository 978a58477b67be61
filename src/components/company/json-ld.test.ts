import { describe, expect, it } from "vitest";
import { headquartersJsonLd, pressReleasesJsonLd } from "./json-ld";
import { yearAnchors } from "./press-year-index";

const hq = {
  id: "northeast",
  name: "Northeast headquarters",
  street: "125 Lincoln Court, Suite 400",
  city: "Exton",
  region: "Pennsylvania",
  regionCode: "PA",
  postalCode: "19341",
  country: "United States",
  countryCode: "US",
  phone: { display: "610-555-0110", e164: "+16105550110" },
  coordinates: { latitude: 40.029, longitude: -75.621 },
};

describe("headquartersJsonLd", () => {
  it("makes each headquarters a LocalBusiness branch of the Organization", () => {
    const [business] = headquartersJsonLd([hq], "en") as Record<string, unknown>[];
    expect(business).toMatchObject({
      "@type": "LocalBusiness",
      "@id": "https://www.ridgeline.example/company/offices#northeast",
      telephone: "+16105550110",
      address: { addressLocality: "Exton", addressRegion: "PA", addressCountry: "US" },
      branchOf: { "@id": "https://www.ridgeline.example/#organization" },
      geo: { "@type": "GeoCoordinates", latitude: 40.029, longitude: -75.621 },
    });
  });

  it("names and addresses the French page's businesses by that page", () => {
    const [business] = headquartersJsonLd([{ ...hq, name: "Siège régional du Nord-Est" }], "fr");
    expect(business).toMatchObject({
      "@id": "https://www.ridgeline.example/fr/entreprise/bureaux#northeast",
      url: "https://www.ridgeline.example/fr/entreprise/bureaux#northeast",
      name: "Ridgeline Business Systems, Siège régional du Nord-Est",
    });
  });
});

describe("pressReleasesJsonLd", () => {
  it("describes each release as a NewsArticle with an absolute image URL", () => {
    const graph = pressReleasesJsonLd(
      [
        {
          path: "/company/press-releases/2019-12-10-a",
          heading: "A",
          date: "2019-12-10",
          image: "company/press/a.svg",
        },
        { path: "/company/press-releases/2019-05-14-b", heading: "B", date: "2019-05-14" },
      ],
      "en",
    ) as { "@graph": Record<string, unknown>[] };
    expect(graph["@graph"]).toHaveLength(2);
    expect(graph["@graph"][0]).toMatchObject({
      "@type": "NewsArticle",
      url: "https://www.ridgeline.example/company/press-releases/2019-12-10-a",
      headline: "A",
      datePublished: "2019-12-10",
      image: ["https://www.ridgeline.example/media/company/press/a.svg"],
      publisher: { "@id": "https://www.ridgeline.example/#organization" },
    });
    expect(graph["@graph"][1]).not.toHaveProperty("image");
  });

  it.each([
    ["en", "/company/press-releases/2019-12-10-a", "en-CA"],
    ["fr", "/fr/entreprise/communiques/2019-12-10-un-communique", "fr-CA"],
  ] as const)("in %s, points at that page and names its language", (locale, path, lang) => {
    const graph = pressReleasesJsonLd([{ path, heading: "A", date: "2019-12-10" }], locale) as {
      "@graph": Record<string, unknown>[];
    };
    const url = `https://www.ridgeline.example${path}`;
    expect(graph["@graph"][0]).toMatchObject({ url, inLanguage: lang });
  });
});

describe("yearAnchors", () => {
  it("points each year at its newest release and counts the year's releases", () => {
    expect(
      yearAnchors([
        { slug: "2019-12-10-a", date: "2019-12-10" },
        { slug: "2019-05-14-b", date: "2019-05-14" },
        { slug: "2018-10-23-c", date: "2018-10-23" },
      ]),
    ).toEqual([
      { year: "2019", slug: "2019-12-10-a", count: 2 },
      { year: "2018", slug: "2018-10-23-c", count: 1 },
    ]);
  });
});
