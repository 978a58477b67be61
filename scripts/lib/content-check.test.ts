import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentError, contentRoot } from "~/content/load.server";
import {
  contentChecks,
  contentProblems,
  contentReport,
  localMediaDir,
  mediaPathsIn,
  type ContentCheck,
} from "./content-check";

const fails =
  (message: string): (() => never) =>
  () => {
    throw new ContentError(message);
  };

describe("the content check", () => {
  it("finds no problem in the committed content", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("names every collection file and folder under content/", () => {
    // A new collection left out of contentChecks would only fail at prerender time.
    const named = contentChecks.map(([what]) => what);
    const entries = readdirSync(path.join(contentRoot, "en"), { withFileTypes: true })
      .filter((e) => e.isDirectory() || e.name.endsWith(".yaml"))
      .map((e) => `content/en/${e.name}${e.isDirectory() ? "/" : ""}`);
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) expect(named, entry).toContain(entry);
  });

  it("checks every collection under content/", () => {
    expect(contentChecks.map(([what]) => what)).toEqual(
      expect.arrayContaining([
        "content/site.yaml",
        "content/en/press-releases/",
        "content/fr/training-videos.yaml",
        "content/en/newsletters.yaml",
        "content/en/testimonials.yaml",
      ]),
    );
  });

  it.each([
    ["no check fails", [["a", () => 1]], []],
    [
      "one fails",
      [
        ["a", fails("a.yaml is not valid")],
        ["b", () => 1],
      ],
      ["a.yaml is not valid"],
    ],
    [
      "two fail, each reported",
      [
        ["a", fails("a.yaml is not valid")],
        ["b", fails("b.yaml is not valid")],
      ],
      ["a.yaml is not valid", "b.yaml is not valid"],
    ],
    [
      "the same file fails in two loaders, reported once",
      [
        ["a", fails("t.yaml is not valid")],
        ["b", fails("t.yaml is not valid")],
      ],
      ["t.yaml is not valid"],
    ],
  ] satisfies [string, ContentCheck[], string[]][])("%s", (_, checks, expected) => {
    expect(contentProblems(checks)).toEqual(expected);
  });

  it("lets an error in the site's code through as it is", () => {
    const bug = new TypeError("x is undefined");
    expect(() =>
      contentProblems([
        [
          "a",
          () => {
            throw bug;
          },
        ],
      ]),
    ).toThrow(bug);
  });

  it("reports every problem and how to count list positions", () => {
    const report = contentReport([
      "a.yaml is not valid:\n  x: is missing",
      "b.md could not be read",
    ]);
    expect(report).toMatch(/^2 content files need fixing; nothing was built\./);
    expect(report).toContain("a.yaml is not valid:\n  x: is missing\n\nb.md could not be read");
    expect(report).toContain("testimonials.0 is the first testimonial");
  });
});

describe("media files that content names", () => {
  it.each([
    ["a path in a nested field", { a: { image: "company/press/x.svg" } }, ["company/press/x.svg"]],
    [
      "paths in lists, once each",
      [["videos/a.webm", "videos/a.webm"], "newsletters/2024-q1.pdf"],
      ["videos/a.webm", "newsletters/2024-q1.pdf"],
    ],
    [
      "not a page path, a URL or a bare word",
      ["/software/sage300", "https://x.example/a.svg", "logo.svg", "Sage 300"],
      [],
    ],
    ["not numbers, booleans or nothing", [1, true, null, undefined], []],
  ])("%s", (_, loaded, expected) => {
    expect([...mediaPathsIn(loaded)]).toEqual(expected);
  });

  it("reports the files missing from the local media folder, by collection", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "media-"));
    try {
      mkdirSync(path.join(dir, "company/press"), { recursive: true });
      writeFileSync(path.join(dir, "company/press/here.svg"), "<svg/>");
      const checks: ContentCheck[] = [
        [
          "content/press-releases/",
          () => [{ image: "company/press/here.svg" }, { image: "company/press/gone.svg" }],
        ],
        ["content/awards.yaml", () => ({ logo: { path: "company/press/here.svg" } })],
      ];
      const folder = path.relative(process.cwd(), dir);
      expect(contentProblems(checks, dir)).toEqual([
        `content/press-releases/ names a file that ${folder}/ does not have:\n  company/press/gone.svg: add it as ${folder}/company/press/gone.svg, or correct the path`,
      ]);
      // With the real media host, nothing is looked for here.
      expect(contentProblems(checks, null)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("looks in public/media unless MEDIA_BASE_URL names another host", () => {
    expect(localMediaDir({})).toBe(path.resolve("public/media"));
    expect(localMediaDir({ MEDIA_BASE_URL: "/media/" })).toBe(path.resolve("public/media"));
    expect(localMediaDir({ MEDIA_BASE_URL: "https://media.ridgeline.example" })).toBeNull();
  });
});
