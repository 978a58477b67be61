import { describe, expect, it } from "vitest";
import { hostCalibratedMultiplier } from "./cpu-calibration";

describe("hostCalibratedMultiplier", () => {
  it.each([
    // The calculator's anchors.
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [1999, 6],
    // Between anchors, linear.
    [475, 1.5],
    [1050, 2.5],
    [866, 2.132],
    [1243, 2.886],
    // Below the calculator's range.
    [100, 1],
  ])("index %d → %d×", (index, multiplier) => {
    expect(hostCalibratedMultiplier(index)).toBeCloseTo(multiplier, 3);
  });

  it("never decreases as the machine gets faster", () => {
    let previous = 0;
    for (let index = 1; index <= 3000; index += 7) {
      const m = hostCalibratedMultiplier(index);
      expect(m).toBeGreaterThanOrEqual(previous);
      previous = m;
    }
  });

  it.each([[0], [-5], [Number.NaN], [Number.POSITIVE_INFINITY]])("rejects %d", (index) => {
    expect(() => hostCalibratedMultiplier(index)).toThrow(RangeError);
  });
});
