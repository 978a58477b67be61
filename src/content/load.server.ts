import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { fillFactsDeep } from "./schemas/rich-text";
import { ContentError, contentRoot, parseWith, relative, unreadable } from "./read";

export { ContentError, contentRoot, describeIssue, describeIssues, parseWith } from "./read";

/**
 * Reading content collections at build time. Every collection is a YAML file or a
 * folder of Markdown files under content/, checked against a zod schema; a bad
 * entry stops the build with the file and the field named.
 */

const cache = new Map<string, unknown>();

/**
 * A content file's name in a language: each language has its folder, content/en/ and
 * content/fr/, with the same files (about.yaml → en/about.yaml, fr/about.yaml).
 */
export function contentFile(locale: Locale, name: string): string {
  return `${locale}/${name}`;
}

/** The language of a content file, by where it is. */
export function localeOfContent(name: string): Locale {
  return name.startsWith("fr/") ? "fr" : "en";
}

/** Parses content/<name> (YAML) with the schema; cached for the build. */
export function loadYaml<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const file = path.join(contentRoot, name);
  const key = `yaml:${file}`;
  if (!cache.has(key)) {
    let data: unknown;
    try {
      data = parseYaml(readFileSync(file, "utf8"));
    } catch (error) {
      throw new ContentError(unreadable(file, error));
    }
    const locale = localeOfContent(name);
    if (locale !== "en") data = fillFactsDeep(data, locale);
    cache.set(key, parseWith(schema, data, relative(file)));
  }
  return cache.get(key) as z.output<S>;
}

export type MarkdownEntry<T> = T & {
  /** The file name without .md: stable, used for anchors. */
  slug: string;
  /** The body rendered to HTML at build time. */
  html: string;
};

/**
 * A Markdown file's YAML front matter (between two `---` lines at its top) and body.
 * A file without front matter has empty data, which the schema then reports.
 */
export function splitFrontMatter(text: string): { data: unknown; content: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { data: {}, content: text };
  return { data: parseYaml(match[1] ?? "") ?? {}, content: text.slice(match[0].length) };
}

/** Parses every content/<dir>/*.md: front matter against the schema, body to HTML. */
export function loadMarkdownFolder<S extends z.ZodType>(
  dir: string,
  schema: S,
): MarkdownEntry<z.output<S>>[] {
  const folder = path.join(contentRoot, dir);
  const key = `md:${folder}`;
  if (!cache.has(key)) {
    const files = readdirSync(folder)
      .filter((f) => f.endsWith(".md") && f !== "README.md")
      .sort();
    const entries = files.map((name) => {
      const file = path.join(folder, name);
      let parsed: { data: unknown; content: string };
      try {
        parsed = splitFrontMatter(readFileSync(file, "utf8"));
      } catch (error) {
        // YAML's errors name a line of the front matter but not the file.
        throw new ContentError(unreadable(file, error));
      }
      const { data, content } = parsed;
      const body = content.trim();
      if (!body) throw new ContentError(`${relative(file)} is not valid:\n  body: is empty`);
      const fields = parseWith(schema, data, relative(file));
      return {
        ...(fields as object),
        slug: name.replace(/\.md$/, ""),
        html: marked.parse(body, { async: false }),
      };
    });
    cache.set(key, entries);
  }
  return cache.get(key) as MarkdownEntry<z.output<S>>[];
}
