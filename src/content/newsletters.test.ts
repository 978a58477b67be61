import { describe, expect, it } from "vitest";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { shelveNewsletters } from "./newsletters";
import { newslettersSchema, type Newsletters } from "./schemas/newsletters";

describe("shelveNewsletters", () => {
  const issue = (period: Newsletters["years"][number]["issues"][number]["period"]) => ({
    period,
    summary: `The ${period} issue.`,
  });
  const data: Newsletters = {
    archiveThroughYear: 2021,
    years: [
      { year: 2017, issues: [issue("Year End"), issue("1st Quarter")] },
      { year: 2023, issues: [issue("2nd Quarter"), issue("1st Quarter")] },
      { year: 2021, issues: [issue("3rd Quarter")] },
      { year: 2024, issues: [issue("Year End"), issue("2nd Quarter"), issue("1st Quarter")] },
    ],
  };
  const shelf = shelveNewsletters(data);

  it("puts the years after the archive's last first, newest first, then the archive", () => {
    expect(shelf.recent.map((y) => y.year)).toEqual([2024, 2023]);
    expect(shelf.archive.map((y) => y.year)).toEqual([2021, 2017]);
    expect(shelf.archiveThroughYear).toBe(2021);
  });

  it("lists each year's issues in publishing order, whatever the file's order", () => {
    expect(shelf.recent[0]!.issues.map((i) => i.period)).toEqual([
      "1st Quarter",
      "2nd Quarter",
      "Year End",
    ]);
    expect(shelf.archive[1]!.issues.map((i) => i.period)).toEqual(["1st Quarter", "Year End"]);
  });
});

describe("bad newsletter files fail, naming the file and the field", () => {
  it.each([
    ["newsletters-missing-summary.yaml", "years.0.issues.1.summary: is missing"],
    [
      "newsletters-wrong-year.yaml",
      "years.0.issues.0.file: must be the 2024 issue's own PDF (its name must contain 2024)",
    ],
    [
      "newsletters-duplicate-file.yaml",
      "years.0.issues.1.file: newsletters/2024-q1.pdf is also given as the file of 1st Quarter 2024: each issue needs its own PDF",
    ],
    [
      "newsletters-bad-period.yaml",
      "years.0.issues.0.period: must be one of: 1st Quarter, 2nd Quarter, 3rd Quarter, Year End",
    ],
    [
      "newsletters-bad-file-path.yaml",
      "years.0.issues.0.file: must be a path on the media host to a .pdf file",
    ],
  ])("%s", (file, field) => {
    const parse = parseFixture(newslettersSchema, `support/${file}`);
    expect(parse).toThrow(`tests/fixtures/content/support/${file} is not valid:\n  ${field}`);
  });
});
