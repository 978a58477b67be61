/**
 * The editor's test: what a member of staff does in content/ (or in the CMS, which
 * writes the same files) shows on the built site, with no other file touched. On a
 * copy of the project it adds a press release with its picture in both languages,
 * changes a company figure and a page title, removes a testimonial and adds a
 * training video, builds, and finds each change on the built pages. What to expect is
 * read from the content it wrote, never pinned here.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument, type Document } from "yaml";
import { formatNumber, locales, type Locale } from "~/i18n/locale";
import { localizedPath, pageFileOf, pressReleasePath, pressReleaseSlug } from "~/lib/route-table";

const repo = process.cwd();
const project = mkdtempSync(path.join(tmpdir(), "editor-"));
const inProject = (...parts: string[]) => path.join(project, ...parts);

/** The project as a fresh clone has it, with its own caches: the repo's packages, linked. */
function copyProject() {
  for (const entry of ["src", "content", "public", "scripts", "server"]) {
    cpSync(path.join(repo, entry), inProject(entry), { recursive: true });
  }
  for (const file of ["astro.config.ts", "tsconfig.json", "package.json"]) {
    cpSync(path.join(repo, file), inProject(file));
  }
  // Each package linked, so that Astro's and Vite's caches are this copy's own.
  mkdirSync(inProject("node_modules"));
  for (const name of readdirSync(path.join(repo, "node_modules"))) {
    if (name === ".astro" || name === ".vite") continue;
    symlinkSync(path.join(repo, "node_modules", name), inProject("node_modules", name));
  }
}

function editYaml(file: string, edit: (doc: Document) => void) {
  const doc = parseDocument(readFileSync(inProject("content", file), "utf8"));
  edit(doc);
  writeFileSync(inProject("content", file), doc.toString());
}

function builtPage(pathname: string): string {
  return readFileSync(inProject("build/client", pageFileOf(pathname)), "utf8");
}

/** The page's visible words, one space between them, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\r\n]+/g, " ");
}

const release = {
  slug: "2026-11-20-ridgeline-opens-a-halifax-office",
  picture: "company/press/2026-11-20-ridgeline-opens-a-halifax-office.svg",
  en: {
    heading: "Ridgeline opens an office in Halifax",
    urlSlug: "ridgeline-opens-a-halifax-office",
    body: "The office serves Atlantic Canada.",
  },
  fr: {
    heading: "Ridgeline ouvre un bureau à Halifax",
    urlSlug: "ouverture-d-un-bureau-a-halifax",
    body: "Le bureau dessert le Canada atlantique.",
  },
};
const video = {
  en: "Reconciling a bank account in Sage 300",
  fr: "Rapprocher un compte bancaire dans Sage 300",
  poster: "videos/posters/sage-300/reconciling-a-bank-account.webp",
};
const newTitle = { en: "Write to our sales team", fr: "Écrire à notre équipe des ventes" };
let companiesServed = 0;
let removedQuote = "";

beforeAll(() => {
  copyProject();

  // A press release in both languages, with its picture (the first picture of its
  // folder, as the editor's upload would make it).
  mkdirSync(path.dirname(inProject("public/media", release.picture)), { recursive: true });
  writeFileSync(
    inProject("public/media", release.picture),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#0b1f3a"/></svg>',
  );
  for (const locale of locales) {
    writeFileSync(
      inProject("content", locale, "press-releases", `${release.slug}.md`),
      [
        "---",
        `heading: ${release[locale].heading}`,
        "date: 2026-11-20",
        `urlSlug: ${release[locale].urlSlug}`,
        `image: ${release.picture}`,
        "imageAlt: A navy rectangle",
        "---",
        "",
        release[locale].body,
        "",
      ].join("\n"),
    );
  }

  // A company figure.
  editYaml("site.yaml", (doc) => {
    companiesServed = Number(doc.getIn(["stats", "companiesServed"])) + 50;
    doc.setIn(["stats", "companiesServed"], companiesServed);
  });

  // A page title, in each language.
  for (const locale of locales) {
    editYaml(`${locale}/pages.yaml`, (doc) =>
      doc.setIn(["pages", "/contact", "title"], newTitle[locale]),
    );
  }

  // A testimonial no success story quotes, from an industry that keeps another one.
  const stories = parseDocument(readFileSync(inProject("content/en/success-stories.yaml"), "utf8"));
  const quoted = new Set(
    (stories.toJS() as { stories: { testimonialFrom?: string }[] }).stories.map(
      (s) => s.testimonialFrom,
    ),
  );
  const english = parseDocument(
    readFileSync(inProject("content/en/testimonials.yaml"), "utf8"),
  ).toJS() as {
    testimonials: { quote: string; company: string; industry: string; featured?: boolean }[];
  };
  const grouped = (industry: string) =>
    english.testimonials.filter((t) => t.industry === industry && !t.featured);
  const index = english.testimonials.findIndex(
    (t) => !t.featured && !quoted.has(t.company) && grouped(t.industry).length > 1,
  );
  expect(index, "a testimonial the test can remove").toBeGreaterThanOrEqual(0);
  removedQuote = english.testimonials[index]!.quote.trim();
  for (const locale of locales)
    editYaml(`${locale}/testimonials.yaml`, (doc) => doc.deleteIn(["testimonials", index]));

  // A training video, in each language, with its own poster.
  cpSync(
    path.join(repo, "public/media/videos/posters/sage-300/finding-your-way-around-sage-300.webp"),
    inProject("public/media", video.poster),
  );
  for (const locale of locales) {
    editYaml(`${locale}/training-videos.yaml`, (doc) => {
      const videos = doc.getIn(["sections", 0, "videos"]) as { items: unknown[] };
      const first = (
        doc.getIn(["sections", 0, "videos", 0]) as { toJSON(): Record<string, unknown> }
      ).toJSON();
      videos.items.push(
        doc.createNode({
          ...first,
          caption: video[locale],
          poster: video.poster,
          uploaded: "2026-11-20",
        }),
      );
    });
  }

  execFileSync(path.join(repo, "node_modules/.bin/astro"), ["build"], {
    cwd: project,
    stdio: "pipe",
  });
  execFileSync(process.execPath, ["--import", "tsx", "scripts/check-links.ts"], {
    cwd: project,
    stdio: "pipe",
  });
}, 600_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe.each(locales)(
  "a staff edit in content/ shows on the built site (%s)",
  (locale: Locale) => {
    it("publishes the new press release with its picture, and lists it", () => {
      // At the address each language's urlSlug gives.
      const page = builtPage(
        pressReleasePath(pressReleaseSlug("2026-11-20", release[locale].urlSlug), locale),
      );
      expect(textOf(page)).toContain(release[locale].heading);
      expect(textOf(page)).toContain(release[locale].body);
      expect(page).toContain(`/media/${release.picture}`);
      expect(textOf(builtPage(localizedPath("/company/press-releases", locale)))).toContain(
        release[locale].heading,
      );
    });

    it("shows the changed company figure where pages quote it", () => {
      const about = textOf(builtPage(localizedPath("/company/about-us", locale)));
      expect(about).toContain(formatNumber(companiesServed, locale));
    });

    it("titles the page with its new title", () => {
      expect(builtPage(localizedPath("/contact", locale))).toContain(
        `<title>${newTitle[locale].replace("'", "&#39;")} | `,
      );
    });

    it("adds the training video", () => {
      expect(textOf(builtPage(localizedPath("/support/training-videos", locale)))).toContain(
        video[locale],
      );
    });
  },
);

describe("a removed testimonial", () => {
  it("is gone from the testimonials page", () => {
    const words = removedQuote.replace(/\s+/g, " ").slice(0, 60);
    expect(textOf(builtPage(localizedPath("/company/customer/testimonal", "en")))).not.toContain(
      words,
    );
  });
});
