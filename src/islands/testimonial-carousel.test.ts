import { describe, expect, it } from "vitest";
import { committedData } from "../../tests/fixtures/content/fixtures";
import { fill } from "~/i18n/format";
import { positionText, slideNumber } from "./testimonial-carousel";

describe("slideNumber", () => {
  it.each([
    [1, 16, 1],
    [16, 16, 16],
    // The clones: the last quote before the first, the first after the last.
    [0, 16, 16],
    [17, 16, 1],
    [0, 1, 1],
    [2, 1, 1],
  ])("track position %i of %i quotes shows quote %i", (position, count, shown) => {
    expect(slideNumber(position, count)).toBe(shown);
  });
});

describe("positionText", () => {
  for (const lang of ["en", "fr"]) {
    const { position } = (
      committedData(`${lang}/home.yaml`) as { testimonials: { position: string } }
    ).testimonials;

    it(`${lang}: reads as content writes it, the number apart in a box as wide as the largest`, () => {
      const { before, after, digits } = positionText(position, 16);
      expect(`${before}3${after}`).toBe(fill(position, { current: 3, total: 16 }));
      expect(digits).toBe(2);
    });
  }

  it("refuses words that do not name the current quote exactly once", () => {
    expect(() => positionText("{total} quotes", 16)).toThrow("{current}");
    expect(() => positionText("{current} / {current}", 16)).toThrow("{current}");
  });
});
