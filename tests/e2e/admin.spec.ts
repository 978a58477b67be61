/**
 * The content editor at /admin (Sveltia CMS, decision 0018): served from our own
 * origin under a policy of its own, kept out of search engines, the sitemap and site
 * search, and nothing of it on the public pages. Offline, on the CMS's test repository
 * filled with this project's content (tests/e2e/support/cms.ts), it shows the press
 * releases in English and French side by side and creates one with its picture, and
 * what it writes passes the content check and the format check. Signing in with GitHub
 * and the editorial workflow's pull requests need a live GitHub account and are not run
 * here (README, "Editing in the browser").
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import * as prettier from "prettier";
import { parse } from "yaml";
import { shapeDifferences } from "../../src/content/parity";
import { parseWith } from "../../src/content/read";
import { pressReleaseSchema } from "../../src/content/schemas/press-releases";
import { testimonialsFileSchema } from "../../src/content/schemas/testimonials";
import { adminContentSecurityPolicy, adminGitHubOrigins } from "../../server/security";
import { expect, test } from "./support/fixtures";
import {
  keepAsFixture,
  openTestRepository,
  savedFile,
  savedFileNames,
  stubGitHubStatus,
} from "./support/cms";

/** The front matter and body of a Markdown file, as the build reads them. */
function markdownFile(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  expect(match, "front matter between --- lines").not.toBeNull();
  return { data: parse(match![1]!) as Record<string, unknown>, body: match![2]!.trim() };
}

/** The press releases of a language, newest first, as the files in content/ hold them. */
function releases(locale: "en" | "fr") {
  const dir = path.join("content", locale, "press-releases");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md") && name !== "README.md")
    .map((name) => ({
      slug: name.slice(0, -3),
      ...(markdownFile(readFileSync(path.join(dir, name), "utf8")).data as {
        heading: string;
        date: string;
      }),
    }))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)) || b.slug.localeCompare(a.slug));
}

/** The CMS's editing pane for a language ("English", "French"). */
const pane = (page: Page, language: string) =>
  page.getByRole("group", { name: new RegExp(`^Edit\\W*${language}\\W*Content$`) });

/** A field of a pane, by its label. */
const field = (page: Page, language: string, label: string) =>
  pane(page, language).getByRole("group", { name: new RegExp(`^\\W*${label}\\W*Field$`) });

/**
 * A screenshot at 1440 px wide, for the note on the CMS, when CMS_SHOTS names a folder
 * (outside the repository): `CMS_SHOTS=/tmp/shots npx playwright test admin`.
 */
async function shoot(page: Page, name: string) {
  const folder = process.env.CMS_SHOTS;
  if (!folder) return;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

async function isPrettier(text: string, file: string) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.check(text, { ...options, filepath: file });
}

test.describe("the content editor at /admin", () => {
  // The CMS reads the whole repository before it shows anything: more than the default.
  test.describe.configure({ timeout: 120_000 });

  test("answers with its own policy, kept out of search engines, the sitemap and site search", async ({
    request,
  }) => {
    const response = await request.get("/admin");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    // The OAuth client's popup hands the CMS its token through window.opener.
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(headers["x-frame-options"]).toBe("DENY");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // Site search indexes only the pages the layout marks (scripts/search-index.ts).
    expect(html).not.toContain("data-pagefind-body");

    const policy = headers["content-security-policy"]!;
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc, "no script from another host, no eval, no inline script").toBe(
      "script-src 'self'",
    );

    expect((await request.get("/admin/", { maxRedirects: 0 })).headers().location).toBe("/admin");
    const config = await request.get("/admin/config.yml");
    expect(config.status()).toBe(200);
    expect(config.headers()["content-type"]).toMatch(/^text\/yaml/);
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/admin");
  });

  test("loads the CMS from our own origin and offers its ways to sign in", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    // The CMS warns of any option of /admin/config.yml it does not know or ignores.
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await stubGitHubStatus(page);
    await page.goto("/admin");
    const origin = new URL(page.url()).origin;
    // The server runs on 127.0.0.1: the CMS offers the project folder on this computer
    // beside a GitHub access token (OAuth too, once CMS_AUTH_URL names a client).
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
        .map((entry) => entry.name),
    );
    expect(scripts.length).toBeGreaterThan(0);
    // Nothing but GitHub's status page (stubbed here) was asked for beyond our origin.
    for (const url of requested.filter((u) => /^https?:/.test(u))) {
      expect([origin, ...adminGitHubOrigins.connect], url).toContain(new URL(url).origin);
    }
    expect(warnings, "the CMS takes its configuration without a warning").toEqual([]);
    await shoot(page, "sign-in");
  });

  test("leaves the public pages' policy and scripts as they were", async ({ page, request }) => {
    const adminHtml = await (await request.get("/admin")).text();
    const adminScript = /<script type="module" src="([^"]+)"/.exec(adminHtml)?.[1];
    expect(adminScript).toBeTruthy();
    for (const pathname of ["/", "/contact", "/fr/entreprise/communiques"]) {
      const response = await request.get(pathname);
      const headers = response.headers();
      const policy = headers["content-security-policy"]!;
      for (const origin of [...adminGitHubOrigins.connect, ...adminGitHubOrigins.img]) {
        expect(policy, pathname).not.toContain(origin);
      }
      expect(policy, pathname).not.toContain("blob:");
      expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')*;/);
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["x-robots-tag"]).toBeUndefined();
      expect(await response.text()).not.toContain(adminScript!);

      await page.goto(pathname);
      const loaded = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      );
      expect(loaded, pathname).not.toContain(adminScript);
      for (const script of loaded.filter((p) => p.endsWith(".js"))) {
        const code = await (await request.get(script)).text();
        expect(code.includes("Sveltia"), `${pathname} loads ${script}`).toBe(false);
      }
    }
  });

  test("shows a press release in English and French side by side", async ({ page }) => {
    const [english] = releases("en");
    const french = releases("fr").find((release) => release.slug === english!.slug)!;
    await openTestRepository(page);
    const collection = page.getByRole("treeitem", { name: /Press releases/ });
    await collection.click();
    // Every release of content/en/press-releases is listed.
    await expect(collection).toContainText(String(releases("en").length));
    await page.getByRole("row", { name: english!.heading }).click();
    await expect(field(page, "English", "Heading").getByRole("textbox")).toHaveValue(
      english!.heading,
    );
    await expect(field(page, "French", "Heading").getByRole("textbox")).toHaveValue(french.heading);
    await shoot(page, "press-release-en-fr");
  });

  test("edits a YAML file in French, and what it saves passes the content and format checks", async ({
    page,
  }) => {
    const file = "content/fr/testimonials.yaml";
    const original = parse(readFileSync(file, "utf8")) as {
      testimonials: { company: string; position: string }[];
    };
    const [first] = original.testimonials;
    await openTestRepository(page);
    await page.getByRole("treeitem", { name: /Company pages/ }).click();
    await page.getByRole("row", { name: "Testimonials" }).click();
    await shoot(page, "testimonials-en-fr");
    const position = `${first!.position} (fr)`;
    const frenchList = field(page, "French", "Testimonials");
    await frenchList
      .getByRole("button", { name: /Expand/ })
      .first()
      .click();
    await field(page, "French", "Position").first().getByRole("textbox").fill(position);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await savedFile(page, file))?.includes(position)).toBe(true);
    const text = (await savedFile(page, file))!;
    keepAsFixture(file, text);
    const data = parseWith(testimonialsFileSchema, parse(text), file);
    expect(data.testimonials[0]!.position).toBe(position);
    expect(
      shapeDifferences(parse(readFileSync("content/en/testimonials.yaml", "utf8")), parse(text)),
    ).toEqual([]);
    expect(await isPrettier(text, file), "prettier --check").toBe(true);
    // The comment the file opens with stays.
    expect(text.split("\n")[0]).toBe(readFileSync(file, "utf8").split("\n")[0]);
  });
});

test.describe("the content editor at /admin, creating a press release", () => {
  test.describe.configure({ timeout: 120_000 });

  test("creates a press release with its picture in both languages, as the checks want it", async ({
    page,
  }) => {
    const release = {
      date: "2026-11-20",
      // A PNG: Sveltia CMS 0.221.1 sometimes fails, uncaught, to draw the thumbnail of an
      // SVG it has just saved ("Failed to decode image"), though it saves it (decision 0018).
      picture: "halifax-office.png",
      en: {
        heading: "Ridgeline opens an office in Halifax",
        urlSlug: "ridgeline-opens-an-office-in-halifax",
        alt: "Drawing of the Halifax waterfront with a map pin",
        body: "The office serves customers across Atlantic Canada.",
      },
      fr: {
        heading: "Ridgeline ouvre un bureau à Halifax",
        urlSlug: "ouverture-d-un-bureau-a-halifax",
        alt: "Dessin du port de Halifax avec une épingle de carte",
        body: "Le bureau sert la clientèle de tout le Canada atlantique.",
      },
    };
    await openTestRepository(page);
    await page.getByRole("treeitem", { name: /Press releases/ }).click();
    await page.getByRole("button", { name: "Create New Entry" }).click();

    await field(page, "English", "Heading").getByRole("textbox").fill(release.en.heading);
    await field(page, "English", "Date").locator("input[type=date]").fill(release.date);
    await field(page, "English", "Address words").getByRole("textbox").fill(release.en.urlSlug);
    await field(page, "French", "Address words").getByRole("textbox").fill(release.fr.urlSlug);
    await field(page, "English", "Image")
      .locator("input[type=file]")
      .first()
      .setInputFiles({
        name: release.picture,
        mimeType: "image/png",
        // One navy pixel.
        buffer: Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
          "base64",
        ),
      });
    await field(page, "English", "Picture's alternative text")
      .getByRole("textbox")
      .fill(release.en.alt);
    await field(page, "English", "Text").locator("[contenteditable=true]").fill(release.en.body);
    await field(page, "French", "Heading").getByRole("textbox").fill(release.fr.heading);
    await field(page, "French", "Picture's alternative text")
      .getByRole("textbox")
      .fill(release.fr.alt);
    await field(page, "French", "Text").locator("[contenteditable=true]").fill(release.fr.body);
    await shoot(page, "new-press-release");
    await page.getByRole("button", { name: "Save" }).click();

    // The file is named by its date and English heading, the same in both languages.
    const slug = `${release.date}-ridgeline-opens-an-office-in-halifax`;
    const fileOf = (locale: string) => `content/${locale}/press-releases/${slug}.md`;
    await expect.poll(() => savedFile(page, fileOf("en"))).toBeTruthy();
    const saved = {
      en: await savedFile(page, fileOf("en")),
      fr: await savedFile(page, fileOf("fr")),
    };
    expect(await savedFileNames(page, "public/media/company/press")).toContain(release.picture);
    for (const locale of ["en", "fr"] as const) {
      const text = saved[locale];
      keepAsFixture(fileOf(locale), text ?? "");
      expect(text, `content/${locale}/press-releases/${slug}.md`).toBeTruthy();
      const { data, body } = markdownFile(text!);
      // The content check of the build: the front matter schema (throws in our words).
      const checked = parseWith(pressReleaseSchema, data, `${locale}/${slug}.md`);
      expect(checked).toEqual({
        heading: release[locale].heading,
        date: release.date,
        urlSlug: release[locale].urlSlug,
        image: `company/press/${release.picture}`,
        imageAlt: release[locale].alt,
      });
      expect(slug.startsWith(String(checked.date))).toBe(true);
      expect(body).toBe(release[locale].body);
    }
    expect(
      shapeDifferences(markdownFile(saved.en!).data, markdownFile(saved.fr!).data),
      "the two languages agree",
    ).toEqual([]);
  });
});
