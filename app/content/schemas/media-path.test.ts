import { describe, expect, it } from "vitest";
import { isoDuration, mediaFile, mediaPath, pdfPath } from "./media-path";

describe("mediaFile", () => {
  const clips = mediaFile(["webm", "mp4"], "videos/clips/a.webm", "videos");

  it.each([
    [mediaPath, "company/awards/diamond-partner.svg", true],
    [mediaPath, "logo.svg", true],
    [mediaPath, "software/sage300/screenshot-640.webp", true],
    [mediaPath, "home/hero.v2.jpeg", true],
    [mediaPath, "/company/awards/diamond-partner.svg", false],
    [mediaPath, "company/../secret.svg", false],
    [mediaPath, "company//awards.svg", false],
    [mediaPath, "Company/awards.svg", false],
    [mediaPath, "company/awards/diamond.gif", false],
    [mediaPath, "company/brochure.pdf", false],
    [mediaPath, "company/awards/diamond.svg.txt", false],
    [mediaPath, "https://cdn.example.com/a.svg", false],
    [pdfPath, "software/sage-hrms-payroll/payroll.pdf", true],
    [pdfPath, "software/sage300/screenshot.png", false],
    [clips, "videos/clips/sage-300-ledger.webm", true],
    [clips, "videos/sage-300-ledger.mp4", true],
    [clips, "clips/sage-300-ledger.webm", false],
    [clips, "videos/clips/sage-300-ledger.vtt", false],
    [clips, "videos/../clips/x.webm", false],
  ])("%#: %s is %s", (schema, path, valid) => {
    expect(schema.safeParse(path).success).toBe(valid);
  });

  it("names an example in its error", () => {
    const result = clips.safeParse("clips/x.webm");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'must be a path on the media host to a .webm or .mp4 file, like "videos/clips/a.webm"',
    );
  });
});

describe("isoDuration", () => {
  it.each([
    ["PT2M10S", true],
    ["PT1H5M", true],
    ["PT45S", true],
    ["PT", false],
    ["P1D", false],
    ["PT2m10s", false],
    ["2:10", false],
  ])("%s is %s", (value, valid) => {
    expect(isoDuration.safeParse(value).success).toBe(valid);
  });
});
