import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

describe("formatDuration", () => {
  it.each([
    ["PT2M10S", "2:10"],
    ["PT3M05S", "3:05"],
    ["PT45S", "0:45"],
    ["PT6M", "6:00"],
    ["PT1H5M", "1:05:00"],
    ["PT1H2M3S", "1:02:03"],
    ["PT90S", "1:30"],
    ["PT75M", "1:15:00"],
  ])("%s is %s", (iso, shown) => {
    expect(formatDuration(iso)).toBe(shown);
  });

  it.each([
    ["PT2M10S", "2\u00a0min\u00a010\u00a0s"],
    ["PT3M05S", "3\u00a0min\u00a05\u00a0s"],
    ["PT45S", "45\u00a0s"],
    ["PT6M", "6\u00a0min"],
    ["PT1H5M", "1\u00a0h\u00a05\u00a0min"],
    ["PT1H2M3S", "1\u00a0h\u00a02\u00a0min\u00a03\u00a0s"],
    ["PT90S", "1\u00a0min\u00a030\u00a0s"],
  ])("%s is %s in French, in the OQLF's units", (iso, shown) => {
    expect(formatDuration(iso, "fr")).toBe(shown);
  });

  it.each(["2:10", "P1D", "PT", ""])("rejects %j", (bad) => {
    expect(() => formatDuration(bad)).toThrow("Not an ISO 8601 duration");
  });
});
