import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { brandCardPng, cardSize, pageCardPng, titleSize } from "./_card";

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

describe("a card, drawn", () => {
  let drawn: [string, Buffer][];
  beforeAll(async () => {
    drawn = [
      ["/og-default.png", await brandCardPng("en")],
      ["/og-default-fr.png", await brandCardPng("fr")],
    ];
    // The shortest and the longest titles a card may carry, in both languages.
    const cards = [
      { locale: "en", section: "Software", title: "Sage 300" },
      {
        locale: "fr",
        section: "Communiqués de presse",
        title:
          "L’équipe de reprise après sinistre de Ridgeline remet en ligne les clients touchés par les inondations de Louisiane",
      },
    ] as const;
    for (const card of cards) drawn.push([card.title, await pageCardPng(card)]);
  }, 60_000);

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
