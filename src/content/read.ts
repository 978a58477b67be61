import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

/**
 * Content errors in an editor's words: what is wrong, in which file, at which field.
 * Used by the content collections (src/content.config.ts) and by the three files
 * every page reads synchronously (site facts, menus, page titles).
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

/** "content/en/testimonials.yaml is not valid:\n  testimonials.3.quote: is too short: …" */
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

export function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

/** A YAML syntax error, with the two slips behind most of them. */
export function unreadable(file: string, error: unknown): string {
  return [
    `${relative(file)} could not be read: ${(error as Error).message.trimEnd()}`,
    "  Most often: a value with a colon and a space in it (Title: subtitle) needs double",
    "  quotes around it, or a line is indented differently from the lines beside it",
    "  (spaces only, two per level).",
  ].join("\n");
}

/**
 * content/<name> (YAML) checked against its schema, read once at build time: a file
 * every page needs at once (site facts, menus, page titles), which the pages' own
 * collections depend on in turn.
 */
export function readYamlFile<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const file = path.join(contentRoot, name);
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(unreadable(file, error));
  }
  return parseWith(schema, data, relative(file));
}

/**
 * A schema whose mistakes Astro reports in our words: the content collections run it
 * with Astro's own wording of zod's issues, which the messages set here replace.
 */
export function edited<S extends z.ZodType>(schema: S) {
  return z.unknown().transform((data, ctx): z.output<S> => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: describeIssue(issue) });
    }
    return z.NEVER;
  });
}
