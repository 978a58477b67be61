import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadPressReleases } from "~/content/press-releases.server";
import { locales } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";
import {
  defaultShareImage,
  localizedPages,
  pageIn,
  pressReleasePath,
  sectionNames,
  shareImagePath,
} from "~/lib/route-table";
import { shareCards } from "./[card].png";
import { brandCardPng, cardSize, pageCardPng, titleSize } from "./_card";

/** Every address seo() gives a page as its og:image, but the brand card's. */
function ownCardUrls(): string[] {
  return [
    ...localizedPages.map((page) => shareImagePath(page.path)),
    ...locales.flatMap((locale) =>
      loadPressReleases(locale).map((r) => shareImagePath(pressReleasePath(r.slug, locale))),
    ),
  ].filter((url) => url !== defaultShareImage);
}

describe("the share cards the build draws", () => {
  it("are one for every address a page's og:image names, and nothing else", () => {
    const urls = shareCards().map((card) => card.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect([...urls].sort()).toEqual([...new Set(ownCardUrls())].sort());
  });

  it("carry each page's title and its section's name, in the page's language", () => {
    const cardFor = (path: string) => shareCards().find((c) => c.url === shareImagePath(path));
    for (const locale of locales) {
      const product = pageIn("/software/sage300", locale);
      expect(cardFor(product.path)).toMatchObject({
        locale,
        section: sectionNames[locale]["/software"],
        title: product.title,
      });
      const customers = pageIn("/company/customer/testimonal", locale);
      expect(cardFor(customers.path)?.section).toBe(sectionNames[locale]["/company"]);
      const release = loadPressReleases(locale)[0]!;
      expect(cardFor(pressReleasePath(release.slug, locale))).toMatchObject({
        locale,
        section: dictionaries[locale].press.eyebrow,
        title: release.heading,
      });
    }
  });
});

describe("a card's title", () => {
  const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

  it("is set smaller the longer it is, and a title too long for four lines is refused", () => {
    const sizes = [2, 8, 14, 20].map((n) => titleSize(words(n)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(sizes[0]).toBeGreaterThan(sizes.at(-1)!);
    expect(() => titleSize(words(60))).toThrow(/more than four lines/);
  });
});

/**
 * A card's pixels, and how many in a box are text: the words are white or the
 * accent yellow, the ground navy, the ridge and the foot blue.
 */
async function inkIn(
  png: Buffer,
  box: { left: number; top: number; width: number; height: number },
) {
  const { data, info } = await sharp(png).extract(box).removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 150) ink += 1;
  return ink;
}

describe("every card, drawn", () => {
  let drawn: [string, Buffer][];
  beforeAll(async () => {
    drawn = [["/og-default.png", await brandCardPng()]];
    for (const card of shareCards()) drawn.push([card.url, await pageCardPng(card)]);
    // About 0.15 s of CPU a card without astro-og-canvas's cache (117 cards).
  }, 180_000);

  it("is a 1200x630 PNG under 60 KB, as seo() advertises", async () => {
    for (const [url, png] of drawn) {
      const meta = await sharp(png).metadata();
      expect(meta.format, url).toBe("png");
      expect([meta.width, meta.height], url).toEqual([cardSize.width, cardSize.height]);
      expect(png.length, url).toBeLessThan(60 * 1024);
    }
  });

  it("has its words in the middle of the card, none run into the margin above the foot", async () => {
    const { width, height } = cardSize;
    for (const [url, png] of drawn) {
      expect(await inkIn(png, { left: 0, top: 240, width, height: 280 }), url).toBeGreaterThan(500);
      // The bottom margin, left of the ridge: navy only.
      const foot = { left: 0, top: height - 60, width: 640, height: 48 };
      expect(await inkIn(png, foot), url).toBe(0);
    }
  });
});
