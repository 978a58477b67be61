import { z } from "zod";
import { mediaFile } from "./media-path";

/** The issues a year can have, in the order they are published. */
export const newsletterPeriods = ["1st Quarter", "2nd Quarter", "3rd Quarter", "Year End"] as const;
export type NewsletterPeriod = (typeof newsletterPeriods)[number];

const issueSchema = z.strictObject({
  period: z.enum(newsletterPeriods),
  /**
   * The PDF on the media host, e.g. "newsletters/2024-q1.pdf". Absent when the
   * issue is lost: the entry stays as a record, and the page leaves the issue out.
   */
  file: mediaFile(["pdf"], "newsletters/2024-q1.pdf", "newsletters").optional(),
  /** One line on what the issue covers. */
  summary: z.string().trim().min(20).max(220),
});

const yearSchema = z
  .strictObject({
    year: z.number().int().min(1981).max(2100),
    issues: z.array(issueSchema).min(1),
  })
  .superRefine((entry, ctx) => {
    const seen = new Set<string>();
    entry.issues.forEach((issue, index) => {
      if (seen.has(issue.period)) {
        ctx.addIssue({
          code: "custom",
          path: ["issues", index, "period"],
          message: `${issue.period} ${entry.year} is listed twice`,
        });
      }
      seen.add(issue.period);
      // The old site linked several issues to another year's PDF: a file must carry its own year.
      if (issue.file && !issue.file.includes(String(entry.year))) {
        ctx.addIssue({
          code: "custom",
          path: ["issues", index, "file"],
          message: `must be the ${entry.year} issue's own PDF (its name must contain ${entry.year})`,
        });
      }
    });
  });

export const newslettersSchema = z
  .strictObject({
    /** Years after this one are open on the page, this one and earlier ones closed. */
    archiveThroughYear: z.number().int().min(1981).max(2100),
    years: z.array(yearSchema).min(1),
    /** The label over the latest issue at the top of the page; none if left out. */
    latestLabel: z.string().trim().min(2).max(40).optional(),
  })
  .superRefine((data, ctx) => {
    const years = new Set<number>();
    const files = new Map<string, string>();
    data.years.forEach((entry, y) => {
      if (years.has(entry.year)) {
        ctx.addIssue({
          code: "custom",
          path: ["years", y, "year"],
          message: `${entry.year} is listed twice`,
        });
      }
      years.add(entry.year);
      entry.issues.forEach((issue, i) => {
        if (!issue.file) return;
        const other = files.get(issue.file);
        if (other) {
          ctx.addIssue({
            code: "custom",
            path: ["years", y, "issues", i, "file"],
            message: `${issue.file} is also given as the file of ${other}: each issue needs its own PDF`,
          });
        }
        files.set(issue.file, `${issue.period} ${entry.year}`);
      });
    });
  });

export type Newsletters = z.infer<typeof newslettersSchema>;
export type NewsletterYear = Newsletters["years"][number];
export type NewsletterIssue = NewsletterYear["issues"][number];
