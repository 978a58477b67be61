import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import type { Locale } from "~/i18n/locale";
import { fillFactsDeep } from "./schemas/rich-text";

/**
 * Reading content collections at build time. Every collection is a YAML file or a
 * folder of Markdown files under content/, checked against a zod schema; a bad
 * entry stops the build with the file and the field named.
 */

export const contentRoot = path.resolve(process.cwd(), "content");

export class ContentError extends Error {
  override name = "ContentError";
}

const kinds: Record<string, string> = {
  string: "text",
  number: "a number (written without quotes)",
  int: "a whole number (written without quotes)",
  boolean: "true or false",
  array: "a list (one entry per line, each starting with - )",
  object: "a group of fields (each on its own line, indented under it)",
};

function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/**
 * What is wrong, in the words of someone editing the file. The schemas' own messages
 * ("is too long: keep it to …") are kept; zod's defaults ("Too big: expected string to
 * have <=320 characters") are reworded, with the value's own length where it helps.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const input: unknown = issue.input;
  const ownMessage = !/^(Too big|Too small|Invalid input|Invalid option|Unrecognized key)/.test(
    issue.message,
  );
  // Without the input in the issue, zod's wording still tells a field left out.
  const leftOut =
    "input" in issue ? input === undefined : /received undefined$/.test(issue.message);
  if (issue.code === "invalid_type" && leftOut) return "is missing";
  if (ownMessage) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return `must be ${kinds[issue.expected] ?? issue.expected}`;
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string")
        return `is too long: ${count(String(input).length, "character")}, at most ${max}`;
      if (issue.origin === "array")
        return `has too many entries: ${Array.isArray(input) ? input.length : "more"}, at most ${max}`;
      return `must be at most ${max}`;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return String(input).trim() === ""
          ? "is empty"
          : `is too short: ${count(String(input).length, "character")}, at least ${min}`;
      if (issue.origin === "array")
        return min === 1 ? "needs at least one entry" : `needs at least ${min} entries`;
      return `must be at least ${min}`;
    }
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "unrecognized_keys":
      return `${issue.keys.map((k) => `"${k}"`).join(", ")} ${issue.keys.length === 1 ? "is not a field" : "are not fields"} here (check the spelling, capitals included)`;
    default:
      return issue.message;
  }
}

/** "content/testimonials.yaml is not valid:\n  testimonials.3.quote: is too short: …" */
export function describeIssues(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join(".") : "(top level)";
    return `  ${where}: ${describeIssue(issue)}`;
  });
  return `${file} is not valid:\n${lines.join("\n")}`;
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
): z.output<S> {
  // The input goes into each issue, so that a message can give a text's own length.
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw new ContentError(describeIssues(file, result.error));
  return result.data;
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

/** A YAML syntax error, with the two slips behind most of them. */
function unreadable(file: string, error: unknown): string {
  return [
    `${relative(file)} could not be read: ${(error as Error).message.trimEnd()}`,
    "  Most often: a value with a colon and a space in it (Title: subtitle) needs double",
    "  quotes around it, or a line is indented differently from the lines beside it",
    "  (spaces only, two per level).",
  ].join("\n");
}

const cache = new Map<string, unknown>();

/** The content paths (relative to content/) named while `namedContent` runs its function. */
let named: Set<string> | null = null;

/**
 * Runs `read` and returns every content file or folder it asked the loaders for
 * (cached or not), as paths relative to content/, sorted. The sitemap dates each page
 * by the files its page reads (scripts/lib/page-content.ts); its test uses this to
 * keep that list true.
 */
export async function namedContent(read: () => unknown): Promise<string[]> {
  const previous = named;
  const paths = new Set<string>();
  named = paths;
  try {
    await read();
    return [...paths].sort();
  } finally {
    named = previous;
  }
}

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
  named?.add(name);
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
  named?.add(dir);
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
