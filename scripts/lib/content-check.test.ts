import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { ContentError, contentRoot } from "~/content/load.server";
import { contentChecks, contentProblems, contentReport, type ContentCheck } from "./content-check";

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
    const entries = readdirSync(contentRoot, { withFileTypes: true })
      .filter((e) => e.isDirectory() || e.name.endsWith(".yaml") || e.name === "site.ts")
      .map((e) => `content/${e.name}${e.isDirectory() ? "/" : ""}`);
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) expect(named, entry).toContain(entry);
  });

  it("checks every collection under content/", () => {
    expect(contentChecks.map(([what]) => what)).toEqual(
      expect.arrayContaining([
        "content/site.ts",
        "content/press-releases/",
        "content/training-videos.yaml",
        "content/newsletters.yaml",
        "content/testimonials.yaml",
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
