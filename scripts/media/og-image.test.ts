import { existsSync, readdirSync, statSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadPressReleases } from "../../src/content/press-releases.server";
import { locales } from "../../src/i18n/locale";
import {
  defaultShareImage,
  localizedPages,
  pressReleasePath,
  shareImagePath,
} from "../../src/lib/route-table";
import { InterOutliner } from "./support/outline-text";
import { cardPng, cards, ogImage, pageCards, titleLines } from "./og-image";

/** The pixels of a PNG, to compare what is committed with what the script draws now. */
async function pixels(png: Buffer | string) {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

describe("share images", () => {
  let drawn: [string, string][];
  beforeAll(async () => {
    drawn = await cards();
  }, 60_000);

  it("are committed as the script draws them now (after a title changes: npm run media -- og-image)", async () => {
    for (const [file, svg] of drawn) {
      const committed = `public/${file}`;
      expect(existsSync(committed), `${committed} is missing`).toBe(true);
      const same = (await pixels(committed)).equals(await pixels(await cardPng(svg)));
      expect(same, `${committed} is not what npm run media -- og-image draws now`).toBe(true);
    }
    // 117 cards (every page and press release, in two languages): about 30 s on a busy 2-core machine.
  }, 120_000);

  it("are 1200x630 PNGs under 60 KB, as seo() advertises", async () => {
    for (const [file] of drawn) {
      const meta = await sharp(`public/${file}`).metadata();
      expect(meta.format, file).toBe("png");
      expect([meta.width, meta.height], file).toEqual([ogImage.width, ogImage.height]);
      expect(statSync(`public/${file}`).size, file).toBeLessThan(60 * 1024);
    }
  });

  it("give every indexable page but the home page, and every press release, a card of its own, and nothing else", () => {
    const expected = [
      ...localizedPages
        .filter((page) => page.canonical !== "/" && page.indexable !== false)
        .map((page) => shareImagePath(page.path)),
      ...locales.flatMap((locale) =>
        loadPressReleases(locale).map((r) => shareImagePath(pressReleasePath(r.slug, locale))),
      ),
    ];
    expect(new Set(expected).size).toBe(expected.length);
    expect(pageCards().map((card) => `/${card.file}`)).toEqual(expected);
    expect(shareImagePath("/")).toBe(defaultShareImage);
    expect(shareImagePath("/contact/thank-you")).toBe(defaultShareImage);
    expect(shareImagePath("/no-such-page")).toBe(defaultShareImage);
    // No card is left behind for a page that went away.
    const committed = readdirSync("public/share").map((name) => `/share/${name}`);
    expect(committed.sort()).toEqual([...expected].sort());
  });

  it("carry each page's title and section", () => {
    const cardFor = (path: string) =>
      pageCards().find((card) => `/${card.file}` === shareImagePath(path));
    expect(cardFor("/software/sage300")).toMatchObject({
      section: "Software",
      title: "Sage 300 financial management and ERP",
    });
    expect(cardFor("/services/network")?.section).toBe("IT services");
    expect(cardFor("/company/customer/testimonal")?.section).toBe("Company");
    expect(cardFor("/contact")?.section).toBe("Contact");
    expect(cardFor("/fr/logiciels/sage300")).toMatchObject({
      section: "Logiciels",
      title: "Sage 300\u00a0: gestion financière et PGI",
    });
  });
});

describe("card text", () => {
  it("sets a title in two lines of 72 px, else three of 60 px, else four of 50 px, and refuses a longer one", async () => {
    const ink = await InterOutliner.load([700]);
    expect(titleLines(ink, "About us")).toMatchObject({ size: 72, lines: ["About us"] });
    expect(titleLines(ink, "Sage CRM customer relationship management")).toMatchObject({
      size: 72,
      lines: ["Sage CRM customer", "relationship management"],
    });
    const long = "Managed cloud hosting, disaster recovery and fixed monthly IT support for Sage";
    expect(titleLines(ink, long).size).toBe(60);
    expect(titleLines(ink, `${long} and more`).size).toBeLessThanOrEqual(60);
    expect(() => titleLines(ink, `${long} ${long} ${long}`)).toThrow(/more than four lines/);
  });
});
