import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sitemapXml } from "./seo-files";

describe("sitemap lastmod", () => {
  const repo = mkdtempSync(path.join(tmpdir(), "sitemap-dates-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  /** Writes the files and commits them with the given date. */
  function commit(date: string, files: string[]) {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      writeFileSync(path.join(repo, file), `${file} as of ${date}\n`);
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

  it("dates a page by the newest commit to its route module or its content", () => {
    execFileSync("git", ["init", "-q"], { cwd: repo });
    commit("2024-01-15", [
      "src/routes/company.awards.tsx",
      "src/routes/company.about-us.tsx",
      "src/routes/company.offices.tsx",
      "src/routes/company.press-releases.tsx",
      "content/awards.yaml",
      "content/press-releases/2020-01-01-a.md",
    ]);
    commit("2025-06-02", ["content/awards.yaml"]);
    commit("2025-07-03", ["content/press-releases/2025-07-01-b.md"]);
    commit("2025-08-04", ["src/routes/company.offices.tsx"]);

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
