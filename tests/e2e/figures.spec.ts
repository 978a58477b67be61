import type { Page } from "@playwright/test";
import type { CanonicalPath } from "../../src/lib/route-table";
import { WORDY_LABEL } from "../../src/components/sections/stat-columns";
import { locales, pathOf, service } from "./support/content";
import { expect, test } from "./support/fixtures";
import { bigFigures } from "./support/page-checks";

/**
 * A stats band holds numbers: a big value that is a word ("Daily", "Tested") reads as a
 * figure gone missing. The content schemas refuse one; this checks what a visitor sees,
 * on every page in both languages: every value a description list shows in large type.
 */
// Every page of the route table gets the digit check in routes.spec.ts.

for (const [slug, locale] of [
  ["hosting", "en"],
  ["disaster-recovery", "fr"],
] as const) {
  test(`${pathOf(`/services/${slug}`, locale)}: the service bands show the figures content gives, in large type`, async ({
    page,
  }) => {
    // The page's large figures are its stats sections' values, facts filled in.
    const figures = service(slug, locale).sections.flatMap((section) =>
      section.type === "stats" ? section.items.map((item) => item.value) : [],
    );
    expect(figures.length).toBeGreaterThan(0);
    await page.goto(pathOf(`/services/${slug}`, locale));
    expect(await bigFigures(page)).toEqual(figures);
  });
}

/**
 * Every stats band (and any other list of big figures), laid out as a visitor sees it:
 * its rows of figures, how wide the last one is, and whether any figure or label runs
 * out of its tile.
 */
async function figureGrids(page: Page) {
  return page.locator("main dl").evaluateAll((lists) => {
    const body = parseFloat(getComputedStyle(document.body).fontSize);
    return lists
      .filter((dl) =>
        [...dl.querySelectorAll("dd")].some(
          // 24px on the narrowest phones, 26px and up elsewhere (body text: 17px).
          (dd) => parseFloat(getComputedStyle(dd).fontSize) >= body * 1.4,
        ),
      )
      .map((dl) => {
        // The grid's content box: a list in a padded card lays out inside its padding.
        const style = getComputedStyle(dl);
        const outer = dl.getBoundingClientRect();
        const inset = (side: "Left" | "Right") =>
          parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
        const band = {
          right: outer.right - inset("Right"),
          width: outer.width - inset("Left") - inset("Right"),
        };
        const cells = [...dl.children].map((cell) => cell.getBoundingClientRect());
        const rows: DOMRect[][] = [];
        for (const cell of cells) {
          const row = rows.find((r) => Math.abs(r[0]!.top - cell.top) < 2);
          if (row) row.push(cell);
          else rows.push([cell]);
        }
        const overflowing = [...dl.querySelectorAll("dd, dt")]
          .filter((text) => {
            const box = text.getBoundingClientRect();
            const cell = text.parentElement!.getBoundingClientRect();
            return text.scrollWidth > text.clientWidth + 1 || box.right > cell.right + 1;
          })
          .map((text) => text.textContent);
        return {
          first: dl.textContent!.slice(0, 30),
          count: cells.length,
          rows: rows.map((row) => row.length),
          // How far each row's last cell ends short of the band's right edge.
          shortOfRight: rows.map((row) =>
            Math.round(band.right - Math.max(...row.map((c) => c.right))),
          ),
          lastSpans: rows.at(-1)!.length > 1 || cells.at(-1)!.width >= band.width - 4,
          longestLabel: Math.max(
            ...[...dl.querySelectorAll("dt")].map((dt) => dt.textContent!.length),
          ),
          overflowing,
        };
      });
  });
}

const bandPages: CanonicalPath[] = [
  "/",
  "/company/about-us",
  "/company/offices",
  "/software/sage300",
  "/software/sage-crm",
  "/services/hosting",
  "/services/disaster-recovery",
];
const bandPaths = locales.flatMap((locale) => bandPages.map((path) => pathOf(path, locale)));

test.describe("stats bands fill their rows", () => {
  for (const width of [320, 375]) {
    test(`at ${width}px: an even count two to a row (one if wordy), an odd one a list, none cut`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of bandPaths) {
        await page.goto(path);
        const grids = await figureGrids(page);
        expect(grids.length, path).toBeGreaterThan(0);
        for (const grid of grids) {
          const where = `${path}: ${grid.first} (${grid.rows.join(",")})`;
          expect(grid.lastSpans, where).toBe(true);
          // Long labels take a row to a figure, and so does an odd count on a phone (a
          // list, so none is left alone: src/components/sections/stat-columns.ts); the
          // short labels of an even count share a row.
          if (grid.longestLabel > WORDY_LABEL || grid.count % 2 === 1)
            expect(Math.max(...grid.rows), where).toBe(1);
          else if (grid.count >= 4) expect(Math.max(...grid.rows), where).toBeGreaterThanOrEqual(2);
          expect(grid.overflowing, where).toEqual([]);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      }
    });
  }

  test("at 890px: every row of a band spans its width", async ({ page }) => {
    await page.setViewportSize({ width: 890, height: 800 });
    for (const path of bandPaths) {
      await page.goto(path);
      for (const grid of await figureGrids(page)) {
        const where = `${path}: ${grid.first} (${grid.rows.join(",")})`;
        for (const gap of grid.shortOfRight) expect(gap, where).toBeLessThanOrEqual(2);
        expect(grid.overflowing, where).toEqual([]);
      }
    }
    // The home page's five figures: three and two, or five across, not two and a hole.
    await page.goto("/");
    const [home] = await figureGrids(page);
    expect([[3, 2], [5]]).toContainEqual(home!.rows);
  });
});
