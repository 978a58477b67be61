import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parityProblems, shapeDifferences } from "./parity";

describe("shapeDifferences", () => {
  it.each([
    [
      "same fields, other words",
      { a: "Hello", b: ["x", "y"] },
      { a: "Bonjour", b: ["x", "y"] },
      [],
    ],
    ["a field left out", { a: "x", b: "y" }, { a: "x" }, [{ path: "b", problem: "only-en" }]],
    ["a misspelt field", { a: "x" }, { a: "x", aa: "y" }, [{ path: "aa", problem: "only-fr" }]],
    ["an entry short", { list: [1, 2, 3] }, { list: [1, 2] }, [{ path: "list", problem: "count" }]],
    [
      "deep inside a list",
      { s: [{ t: "a" }, { t: "b", u: "c" }] },
      { s: [{ t: "a" }, { t: "b" }] },
      [{ path: "s.1.u", problem: "only-en" }],
    ],
    ["a list for a text", { a: ["x"] }, { a: "x" }, [{ path: "a", problem: "count" }]],
    [
      "a date, a flag and a page the same in both",
      { date: "2019-01-01", list: [{ featured: true, product: "/software/sage300" }] },
      { date: "2019-01-01", list: [{ featured: true, product: "/software/sage300" }] },
      [],
    ],
    [
      "another date, flag or page in French",
      { date: "2019-01-01", list: [{ featured: true, product: "/software/sage300", to: "/a" }] },
      { date: "2019-01-02", list: [{ featured: false, product: "/software/sage100", to: "/a" }] },
      [
        { path: "date", problem: "value" },
        { path: "list.0.featured", problem: "value" },
        { path: "list.0.product", problem: "value" },
      ],
    ],
    [
      "a list of shared values, one changed",
      { days: ["Mo", "Tu"] },
      { days: ["Mo", "We"] },
      [{ path: "days.1", problem: "value" }],
    ],
  ])("%s", (_what, english, french, expected) => {
    expect(shapeDifferences(english, french)).toEqual(expected);
  });
});

describe("parityProblems", () => {
  function tree(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), "parity-"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    return root;
  }

  it("is content when every file has a twin of the same shape", () => {
    const root = tree({
      "en/about.yaml": "lead: Hello\nstats: [1, 2]\n",
      "fr/about.yaml": "lead: Bonjour\nstats: [1, 2]\n",
      "en/press-releases/2019-01-01-x.md": "---\nheading: A\n---\nBody\n",
      "fr/press-releases/2019-01-01-x.md": "---\nheading: B\n---\nCorps\n",
      "README.md": "not content",
    });
    expect(parityProblems(root)).toEqual([]);
  });

  it("names a missing twin in either language, and the fields that differ", () => {
    const root = tree({
      "en/about.yaml": "lead: Hello\nteam:\n  heading: Team\n",
      "fr/about.yaml": "lead: Bonjour\nteam:\n  heding: Équipe\n",
      "en/offices.yaml": "year: 1981\n",
      "fr/offices.yaml": "year: 1891\n",
      "en/awards.yaml": "x: 1\n",
      "fr/press-releases/2019-01-01-x.md": "---\nheading: B\n---\nCorps\n",
    });
    expect(parityProblems(root)).toEqual([
      "content/fr/awards.yaml is missing: every English content file needs its French twin. Copy content/en/awards.yaml there and translate its text.",
      "content/fr/press-releases/2019-01-01-x.md has no English twin content/en/press-releases/2019-01-01-x.md: add the English version, or remove this file (a file name is the same in both languages).",
      [
        "content/fr/about.yaml does not match content/en/about.yaml:",
        "  team.heading: is in the English file but not in the French one (translate it here too)",
        "  team.heding: is in the French file but not in the English one (check the spelling of the field, or add it in English too)",
      ].join("\n"),
      [
        "content/fr/offices.yaml does not match content/en/offices.yaml:",
        "  year: differs from the English file, and is the same in both languages (a date, number, id or page): copy it from there",
      ].join("\n"),
    ]);
  });
});
