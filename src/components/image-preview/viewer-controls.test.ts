import { describe, expect, it } from "vitest";
import { dictionaries } from "~/i18n/messages";
import { zoomLevelText } from "./viewer-controls";

describe("zoomLevelText", () => {
  it.each([
    ["en", 1, "100%"],
    ["en", 1.5, "150%"],
    ["en", 2.345, "235%"],
    ["en", 50, "5000%"],
    ["fr", 1, "100\u00a0%"],
    ["fr", 1.5, "150\u00a0%"],
    ["fr", 50, "5\u00a0000\u00a0%"],
  ] as const)("%s, scale %s: %s", (locale, scale, text) => {
    expect(zoomLevelText(scale, dictionaries[locale].media.viewer.zoomValue, locale)).toBe(text);
  });
});
