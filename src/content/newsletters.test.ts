import { describe, expect, it } from "vitest";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { shelveNewsletters } from "./newsletters";
import { newslettersSchema, type Newsletters } from "./schemas/newsletters";

describe("shelveNewsletters", () => {
  type Period = Newsletters["years"][number]["issues"][number]["period"];
  const issue = (period: Period, kept = true) => ({
    period,
    summary: `The ${period} issue.`,
    ...(kept ? { file: `newsletters/${period}.pdf` } : {}),
  });
  const data: Newsletters = {
    archiveThroughYear: 2021,
    years: [
      {
        year: 2017,
        issues: [issue("Year End"), issue("2nd Quarter", false), issue("1st Quarter")],
      },
      { year: 2023, issues: [issue("2nd Quarter"), issue("1st Quarter")] },
      { year: 2019, issues: [issue("3rd Quarter", false)] },
      { year: 2021, issues: [issue("3rd Quarter")] },
      {
        year: 2024,
        issues: [issue("Year End", false), issue("2nd Quarter"), issue("1st Quarter")],
      },
    ],
  };
  const shelf = shelveNewsletters(data);

  it("lists the years newest first, leaving out a year with no issue that can be opened", () => {
    expect(shelf.years.map((y) => y.year)).toEqual([2024, 2023, 2021, 2017]);
    expect(shelf.archiveThroughYear).toBe(2021);
  });

  it("lists each year's issues in publishing order, whatever the file's order", () => {
    expect(shelf.years[0]!.issues.map((i) => i.period)).toEqual(["1st Quarter", "2nd Quarter"]);
    expect(shelf.years[3]!.issues.map((i) => i.period)).toEqual(["1st Quarter", "Year End"]);
  });

  it("leaves out every issue whose PDF was lost", () => {
    const issues = shelf.years.flatMap((y) => y.issues);
    expect(issues.every((i) => i.file)).toBe(true);
    expect(issues).toHaveLength(7);
  });

  it("leads with the newest issue that can be opened", () => {
    expect(shelf.latest).toEqual({ year: 2024, issue: issue("2nd Quarter") });
  });

  it("has no latest issue when none can be opened", () => {
    const lost = shelveNewsletters({
      ...data,
      years: [{ year: 2020, issues: [issue("Year End", false)] }],
    });
    expect(shelf.latest).toBeDefined();
    expect(lost).toEqual({ latest: undefined, years: [], archiveThroughYear: 2021 });
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
