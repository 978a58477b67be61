import { loadAbout } from "~/content/about.server";
import { loadAwards } from "~/content/awards.server";
import { loadContact } from "~/content/contact.server";
import { loadHome } from "~/content/home.server";
import { ContentError } from "~/content/load.server";
import { loadNewsletters } from "~/content/newsletters.server";
import { loadOffices } from "~/content/offices.server";
import { loadPressReleases } from "~/content/press-releases.server";
import { loadServices } from "~/content/services.server";
import { checkSite } from "~/content/site.server";
import { loadProducts, loadSoftwareOverview } from "~/content/software.server";
import { loadSuccessStories } from "~/content/success-stories.server";
import { loadSupportDesk } from "~/content/support-desk.server";
import { loadTestimonials } from "~/content/testimonials.server";
import { loadTrainingVideos } from "~/content/training-videos.server";

export type ContentCheck = readonly [what: string, run: () => unknown];

/** Every collection under content/, read and checked the way the pages read it. */
export const contentChecks: readonly ContentCheck[] = [
  ["content/site.ts", () => checkSite()],
  ["content/home.yaml", loadHome],
  ["content/contact.yaml", loadContact],
  ["content/software/", () => [loadSoftwareOverview(), loadProducts()]],
  ["content/services/", loadServices],
  ["content/about.yaml", () => loadAbout()],
  ["content/offices.yaml", () => loadOffices()],
  ["content/testimonials.yaml", () => loadTestimonials()],
  ["content/success-stories.yaml", () => loadSuccessStories()],
  ["content/press-releases/", () => loadPressReleases()],
  ["content/awards.yaml", () => loadAwards()],
  ["content/support-desk.yaml", () => loadSupportDesk()],
  ["content/newsletters.yaml", () => loadNewsletters()],
  ["content/training-videos.yaml", () => loadTrainingVideos()],
];

/**
 * Runs every check and returns one message per content mistake found, so a staff
 * member sees all of them at once. Anything that is not a ContentError is a bug in
 * the site's code, not in the content, and is thrown as it is.
 */
export function contentProblems(checks: readonly ContentCheck[] = contentChecks): string[] {
  const problems: string[] = [];
  for (const [, run] of checks) {
    try {
      run();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      // A collection read by two loaders (testimonials, by the success stories too)
      // reports its mistake once.
      if (!problems.includes(error.message)) problems.push(error.message);
    }
  }
  return problems;
}

/** The report printed when the check fails. */
export function contentReport(problems: readonly string[]): string {
  // One entry per file, which may list several fields.
  const files =
    problems.length === 1 ? "1 content file needs" : `${problems.length} content files need`;
  return [
    `${files} fixing; nothing was built. Fix ${problems.length === 1 ? "it" : "them"} and run the build again.`,
    "",
    ...problems.flatMap((p) => [p, ""]),
    "Field paths count list entries from 0: testimonials.0 is the first testimonial,",
    "sections.1.videos.2 the third video of the second section. content/README.md says",
    "how to make the common edits.",
  ].join("\n");
}
