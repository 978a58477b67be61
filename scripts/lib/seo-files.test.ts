import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sitemapXml } from "./seo-files";

describe("sitemap lastmod", () => {
  const repo = mkdtempSync(path.join(tmpdir(), "sitemap-dates-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  /** Writes the files (with `text`, or a line naming the date) and commits them on `date`. */
  function commit(date: string, files: string[], text: Record<string, string> = {}) {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      writeFileSync(path.join(repo, file), text[file] ?? `${file} as of ${date}\n`);
    }
    const env = {
      ...process.env,
      GIT_AUTHOR_DATE: `${date}T12:00:00Z`,
      GIT_COMMITTER_DATE: `${date}T12:00:00Z`,
    };
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
        cwd: repo,
        env,
        stdio: "ignore",
      });
    git("add", ".");
    git("commit", "-q", "-m", date);
  }

  function lastmods() {
    const xml = sitemapXml("https://www.ridgeline.example", repo);
    return Object.fromEntries(
      [
        ...xml.matchAll(/<loc>https:\/\/www\.ridgeline\.example([^<]*)<\/loc>\s*<lastmod>([^<]+)/g),
      ].map((m) => [m[1] || "/", m[2]]),
    );
  }

  it("dates a page by the newest commit to its entry, its page body or its content", () => {
    execFileSync("git", ["init", "-q"], { cwd: repo });
    commit("2024-01-15", [
      "src/pages/company/awards.astro",
      "src/pages/company/about-us.astro",
      "src/pages/company/press-releases.astro",
      "src/page-bodies/company-offices.tsx",
      "content/awards.yaml",
      "content/press-releases/2020-01-01-a.md",
    ]);
    // The offices entry renders its page body, where its markup lives.
    commit("2024-02-01", ["src/pages/company/offices.astro"], {
      "src/pages/company/offices.astro": 'import Page from "~/page-bodies/company-offices";\n',
    });
    commit("2025-06-02", ["content/awards.yaml"]);
    commit("2025-07-03", ["content/press-releases/2025-07-01-b.md"]);
    commit("2025-08-04", ["src/page-bodies/company-offices.tsx"]);

    expect(lastmods()).toMatchObject({
      "/company/awards": "2025-06-02",
      // about-us shows the awards too.
      "/company/about-us": "2025-06-02",
      // A new file in a listed folder counts.
      "/company/press-releases": "2025-07-03",
      "/company/offices": "2025-08-04",
    });
  });
});
