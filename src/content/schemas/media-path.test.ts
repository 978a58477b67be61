import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { filesIn } from "../media-folder";
import { isoDuration, mediaFile, imagePath, pdfPath, picturePath } from "./media-path";

describe("mediaFile", () => {
  const clips = mediaFile(["webm", "mp4"], "videos/clips/a.webm", "videos");

  it.each([
    [imagePath, "company/awards/diamond-partner.svg", true],
    [imagePath, "logo.svg", true],
    [imagePath, "software/sage300/screenshot-640.webp", true],
    [imagePath, "home/hero.v2.jpeg", true],
    [imagePath, "/company/awards/diamond-partner.svg", false],
    [imagePath, "company/../secret.svg", false],
    [imagePath, "company//awards.svg", false],
    [imagePath, "Company/awards.svg", false],
    [imagePath, "company/awards/diamond.gif", false],
    [imagePath, "company/brochure.pdf", false],
    [imagePath, "company/awards/diamond.svg.txt", false],
    [imagePath, "https://cdn.example.com/a.svg", false],
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

  it.each([
    [
      "public/media/company/press/halifax.svg",
      'starts with public/media/: write the path on the media host without it, "company/press/halifax.svg"',
    ],
    [
      "/media/company/press/halifax.svg",
      'starts with /media/: write the path on the media host without it, "company/press/halifax.svg"',
    ],
    [
      "company/press/Halifax.JPG",
      'has capital letters: files on the media host are named in lower case (rename the file, then write "company/press/halifax.jpg")',
    ],
    [
      "/company/press/halifax.svg",
      'must be a path on the media host to a .svg, .avif, .webp, .png, .jpg or .jpeg file, like "company/press/2019-05-14-cloud-partner.svg"',
    ],
  ])("names the slip in %s", (path, message) => {
    expect(imagePath.safeParse(path).error?.issues.map((issue) => issue.message)).toEqual([
      message,
    ]);
  });

  it("names an example in its error", () => {
    const result = clips.safeParse("clips/x.webm");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'must be a path on the media host to a .webm or .mp4 file, like "videos/clips/a.webm"',
    );
  });
});

describe("picturePath", () => {
  const messages = (value: string) =>
    picturePath.safeParse(value).error?.issues.map((issue) => issue.message);
  // A folder of content/media/ and the pictures in it, whatever they are today.
  const folder = "services/hosting";
  const pictures = filesIn(folder)!;

  it("takes a picture that is in content/media/", () => {
    expect(pictures.length).toBeGreaterThan(0);
    expect(messages(`${folder}/${pictures[0]}`)).toBeUndefined();
  });

  it("names a missing picture, with what its folder holds", () => {
    expect(messages(`${folder}/no-such-picture.webp`)).toEqual([
      `names no picture in content/media/: upload it there as content/media/${folder}/no-such-picture.webp, or correct the path (content/media/${folder}/ holds ${pictures.join(", ")})`,
    ]);
    expect(messages("no-such-folder/picture.webp")).toEqual([
      "names no picture in content/media/: upload it there as content/media/no-such-folder/picture.webp, or correct the path (there is no folder content/media/no-such-folder/)",
    ]);
  });

  it.each([
    [
      `content/media/${folder}/picture.webp`,
      `starts with content/media/: write the path inside content/media/ without it, "${folder}/picture.webp"`,
    ],
    [
      `/media/${folder}/picture.webp`,
      `starts with /media/: write the path inside content/media/ without it, "${folder}/picture.webp"`,
    ],
    [
      `${folder}/Picture.webp`,
      `has capital letters: pictures are named in lower case (rename the file in content/media/, then write "${folder}/picture.webp")`,
    ],
    [
      `${folder}/picture.gif`,
      'must be the path of a picture in content/media/ (a .svg, .avif, .webp, .png, .jpg or .jpeg file), like "services/hosting/picture.webp"',
    ],
  ])("names the slip in %s", (value, message) => {
    expect(messages(value)).toEqual([message]);
  });

  it("refuses an SVG that sets words as <text>, and takes one with outlines", () => {
    const root = mkdtempSync(path.join(tmpdir(), "media-"));
    mkdirSync(path.join(root, "content/media/logos"), { recursive: true });
    const svg = (inside: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="384" height="384">${inside}</svg>`;
    writeFileSync(path.join(root, "content/media/logos/words.svg"), svg("<text x='1'>Top</text>"));
    writeFileSync(path.join(root, "content/media/logos/outlines.svg"), svg("<path d='M0 0h9'/>"));
    // The media folder is found from the working directory, as the build finds it.
    const cwd = vi.spyOn(process, "cwd").mockReturnValue(root);
    try {
      expect(messages("logos/words.svg")).toEqual([
        "holds words as <text>, which each machine sets in a font of its own: convert the text to outlines in the drawing program, then upload it again (decision 0011)",
      ]);
      expect(messages("logos/outlines.svg")).toBeUndefined();
    } finally {
      cwd.mockRestore();
    }
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
