import type { CanonicalPath } from "../../src/lib/route-table";
import { closingHeading } from "./support/closing";
import { menus, pathOf } from "./support/content";
import { expect, test } from "./support/fixtures";

/**
 * How every page ends (issue 39), on a wide screen. On a phone every route is checked by
 * routes.spec.ts (support/closing.ts), in its one page load per route.
 */

test.describe("at 1440px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const samples: readonly CanonicalPath[] = [
    "/",
    "/software",
    "/software/sage300",
    "/services/hosting",
    "/support/newsletters",
  ];
  for (const locale of ["en", "fr"] as const) {
    for (const canonical of samples) {
      const path = pathOf(canonical, locale);
      test(`${path}: the closing band is centred, and the side list stands beside the page`, async ({
        page,
      }) => {
        await page.goto(path);
        const heading = closingHeading(canonical, locale)!;
        const band = page.getByRole("region", { name: heading, exact: true });
        const bandBox = (await band.boundingBox())!;
        const bandCentre = bandBox.x + bandBox.width / 2;
        // Heading, text and actions share the band's centre line: no half of it stands empty.
        for (const part of [
          band.getByRole("heading", { name: heading }),
          band.getByRole("paragraph").first(),
        ]) {
          const box = (await part.boundingBox())!;
          expect(Math.abs(box.x + box.width / 2 - bandCentre)).toBeLessThan(2);
        }
        // The actions, as a row (the site's band's phone is a line of its own below).
        const links = band.locator('a:not([href^="tel:"])');
        const first = (await links.first().boundingBox())!;
        const last = (await links.last().boundingBox())!;
        expect(Math.abs((first.x + last.x + last.width) / 2 - bandCentre)).toBeLessThan(2);

        if (canonical !== "/") {
          await expect(
            page.getByRole("complementary", { name: menus(locale).sideList.title }),
          ).toBeVisible();
        }
      });
    }
  }
});
