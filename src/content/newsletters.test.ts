import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadNewsletters, shelveNewsletters } from "./newsletters.server";

const fixtures = "../tests/fixtures/content/support";

describe("content/newsletters.yaml", () => {
  const data = loadNewsletters();
  const shelf = shelveNewsletters(data);
  const issues = data.years.flatMap((y) => y.issues.map((issue) => ({ year: y.year, ...issue })));

  it("has the spec's years: 2024 and 2023 (and any added since), then the archive 2021 to 2016", () => {
    const recent = shelf.recent.map((y) => y.year);
    expect(recent.slice(-2)).toEqual([2024, 2023]);
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
    expect(shelf.archive.map((y) => y.year)).toEqual([2021, 2020, 2019, 2018, 2017, 2016]);
  });

  it("has the spec's issues in each year", () => {
    const periods = (year: number) =>
      data.years.find((y) => y.year === year)?.issues.map((i) => i.period);
    expect(periods(2024)).toEqual(["1st Quarter", "2nd Quarter", "3rd Quarter", "Year End"]);
    expect(periods(2023)).toEqual(["1st Quarter", "2nd Quarter"]);
    for (const year of [2021, 2020, 2019, 2018, 2017, 2016]) {
      expect(periods(year)).toEqual(["1st Quarter", "2nd Quarter", "3rd Quarter", "Year End"]);
    }
  });

  it("has no file for 2017 1st Quarter and a file for every other issue", () => {
    const missing = issues.filter((i) => !i.file).map((i) => `${i.period} ${i.year}`);
    expect(missing).toEqual(["1st Quarter 2017"]);
  });

  it("gives every issue its own PDF, named for its own year", () => {
    const files = issues.flatMap((i) => (i.file ? [i.file] : []));
    expect(new Set(files).size).toBe(files.length);
    for (const issue of issues) {
      if (issue.file) expect(issue.file).toContain(String(issue.year));
    }
  });

  it("has its placeholder PDFs in public/media", () => {
    for (const issue of issues) {
      if (issue.file)
        expect(existsSync(path.join("public/media", issue.file)), issue.file).toBe(true);
    }
  });

  it("shelves years newest first and issues in publishing order", () => {
    const shuffled = shelveNewsletters({
      archiveThroughYear: 2021,
      years: [...data.years].reverse().map((y) => ({ ...y, issues: [...y.issues].reverse() })),
    });
    expect(shuffled).toEqual(shelf);
  });
});

describe("bad newsletter files fail, naming the file and the field", () => {
  it.each([
    ["newsletters-missing-summary.yaml", "years.0.issues.1.summary"],
    ["newsletters-wrong-year.yaml", "years.0.issues.0.file: must be the 2024 issue's own PDF"],
    [
      "newsletters-duplicate-file.yaml",
      "years.0.issues.1.file: newsletters/2024-q1.pdf is also given as the file of 1st Quarter 2024: each issue needs its own PDF",
    ],
    ["newsletters-bad-period.yaml", "years.0.issues.0.period"],
    [
      "newsletters-bad-file-path.yaml",
      "years.0.issues.0.file: must be a path on the media host to a .pdf file",
    ],
  ])("%s", (file, field) => {
    expect(() => loadNewsletters("en", `${fixtures}/${file}`)).toThrow(
      `tests/fixtures/content/support/${file} is not valid`,
    );
    expect(() => loadNewsletters("en", `${fixtures}/${file}`)).toThrow(field);
  });
});
