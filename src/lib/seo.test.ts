import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locale";
import { localizedPages, localizedPath, pages, type CanonicalPath } from "./route-table";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  breadcrumbTrail,
  notFoundMeta,
  pageMeta,
  type HeadTag,
} from "./seo";

const origin = "https://www.ridgeline.example";

type ListItem = { "@type": string; position: number; name: string; item?: string };
type BreadcrumbList = { "@type": string; itemListElement: ListItem[] };

function jsonLdBlocks(path: CanonicalPath) {
  return pageMeta(path)
    .filter((tag) => "script:ld+json" in tag)
    .map((tag) => (tag as { "script:ld+json": { "@type": string } })["script:ld+json"]);
}

describe("breadcrumbTrail", () => {
  it.each<[CanonicalPath, string]>([
    ["/software", "Home › Sage business software"],
    ["/software/sage300", "Home › Software › Sage 300"],
    ["/services/hosting", "Home › IT services › Cloud hosting"],
    ["/company/press-releases", "Home › Company › Press releases"],
    [
      "/company/customer/succes-stories",
      "Home › Company › Our customers › Customer success stories",
    ],
    ["/company/customer/testimonal", "Home › Company › Our customers › Customer testimonials"],
    ["/support/training-videos", "Home › Support › Training videos"],
    ["/contact", "Home › Contact us"],
    ["/contact/thank-you", "Home › Contact › Thank you: your message is on its way"],
  ])("%s reads %s", (path, expected) => {
    expect(
      breadcrumbTrail(path)
        .map((c) => c.name)
        .join(" › "),
    ).toBe(expected);
  });

  it.each<[CanonicalPath, (string | undefined)[]]>([
    ["/software/sage-crm", ["/", "/software", "/software/sage-crm"]],
    ["/services/network", ["/", undefined, "/services/network"]],
    ["/company/customer/testimonal", ["/", undefined, undefined, "/company/customer/testimonal"]],
    ["/contact/thank-you", ["/", "/contact", "/contact/thank-you"]],
  ])("%s links only real pages", (path, expected) => {
    expect(breadcrumbTrail(path).map((c) => c.path)).toEqual(expected);
  });

  it("has a name for every level of every page", () => {
    for (const page of pages) {
      for (const crumb of breadcrumbTrail(page.path)) expect(crumb.name).not.toBe("");
    }
  });
});

describe("breadcrumbJsonLd", () => {
  it("is a BreadcrumbList of the levels that are pages, positions from 1, absolute items", () => {
    expect(breadcrumbJsonLd("/company/customer/succes-stories")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        {
          "@type": "ListItem",
          position: 2,
          name: "Customer success stories",
          item: `${origin}/company/customer/succes-stories`,
        },
      ],
    });
  });

  it.each(pages.filter((p) => p.path !== "/").map((p) => p.path))(
    "%s: every level links to a page",
    (path) => {
      const list = breadcrumbJsonLd(path) as BreadcrumbList;
      for (const item of list.itemListElement) expect(item.item, item.name).toMatch(/^https:\/\//);
    },
  );

  it("keeps a level that is a page (/software above a product)", () => {
    const list = breadcrumbJsonLd("/software/sage-crm") as BreadcrumbList;
    expect(list.itemListElement.map((i) => i.name)).toEqual(["Home", "Software", "Sage CRM"]);
  });

  it("is absent on the home page", () => {
    expect(breadcrumbJsonLd("/")).toBeNull();
  });
});

describe("pageMeta", () => {
  it.each(pages.filter((p) => p.path !== "/").map((p) => p.path))(
    "%s carries Organization and BreadcrumbList",
    (path) => {
      const types = jsonLdBlocks(path).map((b) => b["@type"]);
      expect(types).toContain("Organization");
      expect(types.filter((t) => t === "BreadcrumbList")).toHaveLength(1);
      const list = jsonLdBlocks(path).find(
        (b) => b["@type"] === "BreadcrumbList",
      ) as unknown as BreadcrumbList;
      expect(list.itemListElement.at(-1)?.item).toBe(`${origin}${path}`);
    },
  );

  it("keeps the page's own JSON-LD before the breadcrumbs", () => {
    const tags = pageMeta("/company/offices", "en", [{ "@type": "LocalBusiness" }]);
    const types = tags
      .filter((tag) => "script:ld+json" in tag)
      .map((tag) => (tag as { "script:ld+json": { "@type": string } })["script:ld+json"]["@type"]);
    expect(types).toEqual(["Organization", "WebPage", "LocalBusiness", "BreadcrumbList"]);
  });

  it("gives the home page and the 404 page no BreadcrumbList", () => {
    expect(jsonLdBlocks("/").map((b) => b["@type"])).toEqual(["Organization", "WebPage"]);
    const notFound = notFoundMeta().filter((tag) => "script:ld+json" in tag);
    expect(JSON.stringify(notFound)).not.toContain("BreadcrumbList");
  });
});

describe("titles", () => {
  it.each(localizedPages.map((p) => [p.path, p] as const))(
    "%s has a full title of at most 70 characters",
    (_path, page) => {
      const title = pageMeta(page.canonical, page.locale).find((tag) => "title" in tag) as {
        title: string;
      };
      expect(title.title.length).toBeLessThanOrEqual(70);
    },
  );
});

describe("the two languages", () => {
  const tagsOf = (path: CanonicalPath, locale: Locale) => pageMeta(path, locale);
  const alternates = (tags: HeadTag[]) =>
    tags.flatMap((tag) =>
      "tagName" in tag && tag.rel === "alternate" ? [`${tag.hreflang} ${tag.href}`] : [],
    );

  it.each(pages.map((p) => p.path))("%s and its French twin name each other", (path) => {
    const english = alternates(tagsOf(path, "en"));
    const french = alternates(tagsOf(path, "fr"));
    expect(english).toEqual(french);
    expect(english).toEqual([
      `en-CA ${absoluteUrl(path)}`,
      `fr-CA ${absoluteUrl(localizedPath(path, "fr"))}`,
      `x-default ${absoluteUrl(path)}`,
    ]);
  });

  it("says which language a page is in, and which its twin is", () => {
    const french = tagsOf("/software/sage300", "fr");
    const property = (name: string) =>
      french.find((tag) => "property" in tag && tag.property === name) as { content: string };
    expect(property("og:locale").content).toBe("fr_CA");
    expect(property("og:locale:alternate").content).toBe("en_CA");
    const page = french
      .flatMap((tag) =>
        "script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : [],
      )
      .find((data) => data["@type"] === "WebPage");
    expect(page).toMatchObject({
      inLanguage: "fr-CA",
      name: "Sage 300\u00a0: gestion financière et PGI",
    });
  });

  it("names the French breadcrumbs in French, linked to French pages", () => {
    expect(breadcrumbTrail("/company/customer/testimonal", "fr")).toEqual([
      { name: "Accueil", path: "/fr" },
      { name: "Entreprise" },
      { name: "Nos clients" },
      { name: "Témoignages de nos clients", path: "/fr/entreprise/clients/temoignages" },
    ]);
  });
});
