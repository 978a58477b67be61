import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
        ...xml.matchAll(
          /<loc>https:\/\/www\.ridgeline\.example([^<]*)<\/loc>(?:\s*<xhtml:link[^>]*>)*\s*<lastmod>([^<]+)/g,
        ),
      ].map((m) => [m[1] || "/", m[2]]),
    );
  }

  it("dates a page by the newest commit to its view, its page body or its content, per language", () => {
    execFileSync("git", ["init", "-q"], { cwd: repo });
    const registry = "src/views/index.ts";
    commit(
      "2024-01-15",
      [
        registry,
        "src/views/company-awards.astro",
        "src/views/company-about-us.astro",
        "src/views/company-press-releases.astro",
        "src/page-bodies/company-offices.tsx",
        "content/en/awards.yaml",
        "content/fr/awards.yaml",
        "content/en/press-releases/2020-01-01-a.md",
      ],
      { [registry]: readFileSync(registry, "utf8") },
    );
    // The offices view renders its page body, where its markup lives.
    commit("2024-02-01", ["src/views/company-offices.astro"], {
      "src/views/company-offices.astro": 'import Page from "~/page-bodies/company-offices";\n',
    });
    commit("2025-06-02", ["content/en/awards.yaml"]);
    commit("2025-07-03", ["content/en/press-releases/2025-07-01-b.md"]);
    commit("2025-08-04", ["src/page-bodies/company-offices.tsx"]);
    commit("2025-09-05", ["content/fr/awards.yaml"]);

    expect(lastmods()).toMatchObject({
      "/company/awards": "2025-06-02",
      // about-us shows the awards too.
      "/company/about-us": "2025-06-02",
      // A new file in a listed folder counts.
      "/company/press-releases": "2025-07-03",
      "/company/offices": "2025-08-04",
      // The French page by its French content; the English one did not change then.
      "/fr/entreprise/prix": "2025-09-05",
      "/fr/entreprise/a-propos": "2025-09-05",
      "/fr/entreprise/bureaux": "2025-08-04",
    });
  });

  it("lists every indexable page in both languages, each naming its twin", () => {
    const xml = sitemapXml("https://www.ridgeline.example", repo);
    const entry =
      /<url>\s*<loc>https:\/\/www\.ridgeline\.example\/fr\/logiciels\/sage300<\/loc>([\s\S]*?)<\/url>/.exec(
        xml,
      );
    expect(entry?.[1]).toContain(
      '<xhtml:link rel="alternate" hreflang="en-CA" href="https://www.ridgeline.example/software/sage300"/>',
    );
    expect(entry?.[1]).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://www.ridgeline.example/fr/logiciels/sage300"/>',
    );
    expect(entry?.[1]).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.ridgeline.example/software/sage300"/>',
    );
    // 22 indexable pages in each language, and the temporary repository's two press
    // releases' pages in each.
    expect(xml.match(/<url>/g)).toHaveLength(48);
    expect(xml).toContain(
      "<loc>https://www.ridgeline.example/fr/entreprise/communiques/2025-07-01-b</loc>",
    );
    expect(xml).not.toContain("/merci");
  });
});
