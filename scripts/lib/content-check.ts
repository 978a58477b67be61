import { existsSync } from "node:fs";
import path from "node:path";
import { loadAbout } from "~/content/about.server";
import { loadAwards } from "~/content/awards.server";
import { loadContact } from "~/content/contact.server";
import { loadHome } from "~/content/home.server";
import { ContentError, contentRoot } from "~/content/load.server";
import { readYamlFile } from "~/content/read";
import { navigationSchema } from "~/content/schemas/navigation";
import { pagesSchema } from "~/content/schemas/pages";
import { siteSchema } from "~/content/schemas/site";
import { site } from "~/content/site";
import { imageExtensions, mediaPathPattern } from "~/content/schemas/media-path";
import { loadNewsletters } from "~/content/newsletters.server";
import { loadOffices } from "~/content/offices.server";
import { loadPressReleases } from "~/content/press-releases.server";
import { loadServices } from "~/content/services.server";
import { loadProducts, loadSoftwareOverview } from "~/content/software.server";
import { loadSuccessStories } from "~/content/success-stories.server";
import { loadSupportDesk } from "~/content/support-desk.server";
import { loadTestimonials } from "~/content/testimonials.server";
import { loadTrainingVideos } from "~/content/training-videos.server";

import type { Locale } from "~/i18n/locale";
import { parityProblems } from "./content-parity";

export type ContentCheck = readonly [what: string, run: () => unknown];

/** A language's collections, read and checked the way its pages read them. */
function checksIn(locale: Locale): ContentCheck[] {
  const dir = `content/${locale}/`;
  return [
    [`${dir}pages.yaml`, () => readYamlFile(`${locale}/pages.yaml`, pagesSchema(locale))],
    [
      `${dir}navigation.yaml`,
      () => readYamlFile(`${locale}/navigation.yaml`, navigationSchema(site.externalUrls)),
    ],
    [`${dir}home.yaml`, () => loadHome(locale)],
    [`${dir}contact.yaml`, () => loadContact(locale)],
    [`${dir}software/`, () => [loadSoftwareOverview(locale), loadProducts(locale)]],
    [`${dir}services/`, () => loadServices(locale)],
    [`${dir}about.yaml`, () => loadAbout(locale)],
    [`${dir}offices.yaml`, () => loadOffices(locale)],
    [`${dir}testimonials.yaml`, () => loadTestimonials(locale)],
    [`${dir}success-stories.yaml`, () => loadSuccessStories(locale)],
    [`${dir}press-releases/`, () => loadPressReleases(locale)],
    [`${dir}awards.yaml`, () => loadAwards(locale)],
    [`${dir}support-desk.yaml`, () => loadSupportDesk(locale)],
    [`${dir}newsletters.yaml`, () => loadNewsletters(locale)],
    [`${dir}training-videos.yaml`, () => loadTrainingVideos(locale)],
  ];
}

/** The English and French twins have the same fields and entries (content-parity.ts). */
function checkParity(): void {
  const problems = parityProblems(contentRoot);
  if (problems.length > 0) throw new ContentError(problems.join("\n\n"));
}

/** Every collection under content/ in both languages, and the twins against each other. */
export const contentChecks: readonly ContentCheck[] = [
  ["content/site.yaml", () => readYamlFile("site.yaml", siteSchema)],
  ...checksIn("en"),
  ["content/fr/ beside content/en/", checkParity],
  ...checksIn("fr"),
];

/** The media files content names: images, PDFs, clips and caption tracks. */
const anyMediaPath = mediaPathPattern([...imageExtensions, "pdf", "webm", "mp4", "vtt"]);

/**
 * Every media-host path in a collection as loaded: the strings shaped like one, in a
 * folder ("company/press/2019-05-14-award.svg"; a bare "logo.svg" could be any word).
 */
export function mediaPathsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (value.includes("/") && anyMediaPath.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaPathsIn(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) mediaPathsIn(item, found);
  }
  return found;
}

/**
 * The files a collection names that are not in the local media folder, as one message,
 * or null. Only with the default media host (public/media, served as /media): with
 * MEDIA_BASE_URL set, the files live elsewhere. The copies made from a file (a badge's
 * widths) are left to the link check after the build, which sees every page.
 */
export function missingMediaProblem(
  what: string,
  loaded: unknown,
  mediaDir: string,
): string | null {
  const missing = [...mediaPathsIn(loaded)].filter((p) => !existsSync(path.join(mediaDir, p)));
  if (missing.length === 0) return null;
  const folder = path.relative(process.cwd(), mediaDir);
  return [
    `${what} names ${missing.length === 1 ? "a file" : "files"} that ${folder}/ does not have:`,
    ...missing.map((p) => `  ${p}: add it as ${folder}/${p}, or correct the path`),
  ].join("\n");
}

/** The local media folder, or null when MEDIA_BASE_URL points the site at another host. */
export function localMediaDir(env = process.env): string | null {
  const base = env.MEDIA_BASE_URL?.replace(/\/+$/, "");
  return !base || base === "/media" ? path.resolve("public/media") : null;
}

/**
 * Runs every check and returns one message per content mistake found, so a staff
 * member sees all of them at once. Anything that is not a ContentError is a bug in
 * the site's code, not in the content, and is thrown as it is.
 */
export function contentProblems(
  checks: readonly ContentCheck[] = contentChecks,
  mediaDir: string | null = localMediaDir(),
): string[] {
  const problems: string[] = [];
  const add = (message: string) => {
    // A collection read by two loaders (testimonials, by the success stories too)
    // reports its mistake once.
    if (!problems.includes(message)) problems.push(message);
  };
  for (const [what, run] of checks) {
    let loaded: unknown;
    try {
      loaded = run();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      add(error.message);
      continue;
    }
    const missing = mediaDir === null ? null : missingMediaProblem(what, loaded, mediaDir);
    if (missing) add(missing);
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
