import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/**
 * Reading content collections at build time. Every collection is a YAML file or a
 * folder of Markdown files under content/, checked against a zod schema; a bad
 * entry stops the build with the file and the field named.
 */

export const contentRoot = path.resolve(process.cwd(), "content");

export class ContentError extends Error {
  override name = "ContentError";
}

/** "content/testimonials.yaml: entries.3.quote: Too small: expected string to have >=20 characters" */
export function describeIssues(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join(".") : "(top level)";
    // zod says "Invalid input: expected string, received undefined" for a field left out.
    const missing = issue.code === "invalid_type" && /received undefined$/.test(issue.message);
    return `  ${where}: ${missing ? "is missing" : issue.message}`;
  });
  return `${file} is not valid:\n${lines.join("\n")}`;
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(describeIssues(file, result.error));
  return result.data;
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

const cache = new Map<string, unknown>();

/** Parses content/<name> (YAML) with the schema; cached for the build. */
export function loadYaml<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const file = path.join(contentRoot, name);
  const key = `yaml:${file}`;
  if (!cache.has(key)) {
    let data: unknown;
    try {
      data = parseYaml(readFileSync(file, "utf8"));
    } catch (error) {
      throw new ContentError(`${relative(file)} could not be read: ${(error as Error).message}`);
    }
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
      let parsed: matter.GrayMatterFile<string>;
      try {
        parsed = matter(readFileSync(file, "utf8"));
      } catch (error) {
        // gray-matter's YAML errors name a line of the front matter but not the file.
        throw new ContentError(`${relative(file)} could not be read: ${(error as Error).message}`);
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
