import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { splitFrontMatter } from "../../src/content/load.server";
import { imageExtensions } from "../../src/content/schemas/media-path";
import { translatedPath } from "./lib";

/**
 * A picture with words in it has a French twin beside it, named with "-fr" before the
 * extension (software/sage300/industries-1600.webp -> industries-1600-fr.webp), as the
 * French PDFs are: French pages must show it, and English pages the English one.
 */

const mediaRoot = path.resolve("public/media");
const picture = new RegExp(`^[a-z0-9][\\w./-]*\\.(?:${imageExtensions.join("|")})$`);
const french = /-fr\.[a-z]+$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/** Every string of a parsed value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The picture paths a content file names (YAML values, or a Markdown file's front matter). */
function picturesIn(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const data = file.endsWith(".md") ? splitFrontMatter(text).data : parseYaml(text);
  return strings(data).filter((value) => picture.test(value));
}

const contentFiles = files("content").filter((f) => /\.(ya?ml|md)$/.test(f));
const frenchFiles = contentFiles.filter((f) => f.startsWith(path.join("content", "fr") + path.sep));
const englishFiles = contentFiles.filter((f) => !frenchFiles.includes(f));

describe("pictures with words in them", () => {
  it("find pictures to check", () => {
    expect(frenchFiles.flatMap(picturesIn).length).toBeGreaterThan(20);
  });

  it.each(frenchFiles)("%s names the French picture where there is one", (file) => {
    const english = picturesIn(file).filter(
      (rel) => !french.test(rel) && existsSync(path.join(mediaRoot, translatedPath(rel, "fr"))),
    );
    expect(
      english.map((rel) => `${rel}: name ${translatedPath(rel, "fr")}, its French picture`),
    ).toEqual([]);
  });

  it.each(englishFiles)("%s names no French picture", (file) => {
    expect(picturesIn(file).filter((rel) => french.test(rel))).toEqual([]);
  });
});
