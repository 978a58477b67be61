import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { shapeDifferences } from "~/content/parity";
import { parseWith } from "~/content/read";
import { pressReleaseSchema } from "~/content/schemas/press-releases";
import { contentFiles } from "./config";
import {
  bodyKey,
  dropFalse,
  formatMarkdownFile,
  formatYamlFile,
  headerKey,
  leadingComment,
  mapFilePaths,
  mapNavigation,
  parseMarkdownFile,
  parseYamlFile,
  toYaml,
} from "./formats";
import { cmsOptions } from "./options";

/** Whether `text` is as `prettier --check` wants a file at `file` (the project's settings). */
async function isPrettier(text: string, file: string): Promise<boolean> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.check(text, { ...options, filepath: file });
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "media" ? [] : filesUnder(file, pattern);
    return pattern.test(name) && name !== "README.md" ? [file] : [];
  });
}

/** Each content file's schema, by its path ("content/fr/testimonials.yaml"). */
const schemas = new Map(
  contentFiles(cmsOptions({}, "https://www.ridgeline.example")).flatMap((group) =>
    group.files.flatMap((file) =>
      (file.i18n ? ["en", "fr"] : [""]).map(
        (locale) => [file.file.replace("{{locale}}", locale), file] as const,
      ),
    ),
  ),
);

const yamlFiles = filesUnder("content", /\.yaml$/);

describe("the CMS's YAML format", () => {
  it.each(yamlFiles)(
    "writes %s back with the same data, its opening comment, as Prettier would",
    async (file) => {
      const text = readFileSync(file, "utf8");
      const navigation = file.endsWith("navigation.yaml");
      const written = await formatYamlFile(parseYamlFile(text, navigation), navigation);
      expect(parse(written)).toEqual(parse(text));
      expect(await isPrettier(written, file), "prettier --check").toBe(true);
      const comment = leadingComment(text);
      if (comment) expect(written.startsWith(`${comment}\n`)).toBe(true);
      const schema = schemas.get(file)?.schema;
      expect(schema, `${file} is in the CMS configuration`).toBeDefined();
      expect(() => parseWith(schema!, parse(written), file)).not.toThrow();
    },
  );

  it("writes any text so that it reads back the same and passes the format check", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.stringMatching(/^[a-z][A-Za-z0-9]{0,12}$/),
          fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.integer(), fc.boolean()),
          { minKeys: 1 },
        ),
        async (data) => {
          const text = await toYaml(data);
          expect(parse(text)).toEqual(data);
          expect(await isPrettier(text, "content/en/example.yaml")).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("shows the menus' mixed lists to the CMS as lists of kinds, and back", () => {
    const text = readFileSync("content/en/navigation.yaml", "utf8");
    const data = parse(text) as { menu: { links: unknown[] }[]; popularLinks: unknown[] };
    const forCms = mapNavigation(data, "cms") as typeof data;
    for (const item of [...forCms.menu.flatMap((group) => group.links), ...forCms.popularLinks]) {
      expect(["page", "links", "external"]).toContain((item as { type: string }).type);
    }
    expect(mapNavigation(forCms, "file")).toEqual(data);
  });

  it("gives the CMS file paths from the site root and takes the slash off again", () => {
    const data = {
      screenshot: { src: "software/sage300/screenshot.webp", alt: "A screen" },
      issues: [{ file: "newsletters/2024-q1.pdf", summary: "/not/a/file" }],
      links: ["/software/sage300"],
    };
    const forCms = mapFilePaths(data, "cms");
    expect(forCms).toEqual({
      screenshot: { src: "/software/sage300/screenshot.webp", alt: "A screen" },
      issues: [{ file: "/newsletters/2024-q1.pdf", summary: "/not/a/file" }],
      links: ["/software/sage300"],
    });
    expect(mapFilePaths(forCms, "file")).toEqual(data);
  });

  it("leaves out the yes/no fields left unticked", () => {
    expect(dropFalse({ a: [{ featured: false, b: true }], c: 0 })).toEqual({
      a: [{ b: true }],
      c: 0,
    });
  });
});

describe("the CMS's Markdown format", () => {
  it.each(filesUnder("content/en/press-releases", /\.md$/).slice(0, 5))(
    "reads and writes %s with its fields and text",
    async (file) => {
      const text = readFileSync(file, "utf8");
      const content = parseMarkdownFile(text);
      expect(typeof content[bodyKey]).toBe("string");
      expect(content[headerKey]).toBeUndefined();
      const written = await formatMarkdownFile(content);
      expect(parseMarkdownFile(written)).toEqual(content);
      expect(written).toMatch(/^---\n[\s\S]+\n---\n\n[\s\S]+\n$/);
    },
  );
});

/**
 * Files Sveltia CMS saved (tests/e2e/admin.spec.ts keeps them with CMS_FIXTURES): a new
 * press release in both languages and testimonials edited in French. What the CMS
 * writes passes the content check and the format check.
 */
describe("files as the CMS writes them", () => {
  const fixtures = "tests/fixtures/cms";
  const inContent = (fixture: string) => path.relative(fixtures, fixture);

  it.each(filesUnder(fixtures, /\.yaml$/))(
    "%s passes its schema, matches its twin and passes the format check",
    async (fixture) => {
      const text = readFileSync(fixture, "utf8");
      const file = inContent(fixture);
      parseWith(schemas.get(file)!.schema, parse(text), file);
      const twin = file.replace(
        /^content\/(en|fr)\//,
        (_, l: string) => `content/${l === "en" ? "fr" : "en"}/`,
      );
      expect(shapeDifferences(parse(readFileSync(twin, "utf8")), parse(text))).toEqual([]);
      expect(await isPrettier(text, file)).toBe(true);
    },
  );

  const releases = filesUnder(fixtures, /\.md$/);
  it.each(releases)("%s passes the press releases' checks", (fixture) => {
    const file = inContent(fixture);
    const text = readFileSync(fixture, "utf8");
    const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]+)\n$/.exec(text);
    expect(match, "front matter, a blank line, the text").not.toBeNull();
    const data = parseWith(pressReleaseSchema, parse(match![1]!), file);
    // The file name starts with the release's date; the text has no heading.
    expect(path.basename(file).startsWith(`${data.date}-`)).toBe(true);
    expect(path.basename(file, ".md")).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(match![2]).not.toMatch(/^#/m);
    const twin = releases.find(
      (other) => other !== fixture && path.basename(other) === path.basename(fixture),
    );
    expect(twin, "the release in the other language").toBeDefined();
    expect(
      shapeDifferences(
        parse(match![1]!),
        parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(twin!, "utf8"))![1]!),
      ),
    ).toEqual([]);
  });
});
