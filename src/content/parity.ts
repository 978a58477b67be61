import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

/**
 * English and French content must say the same things: every English file under
 * content/en/ has its French twin under content/fr/ (and the reverse), with the same
 * fields and the same number of entries in every list. The wording is the
 * translator's; the shape is shared, and so are the values of `sharedFields`. The
 * differences come back in an editor's words.
 */

/**
 * Fields whose value is the same in both languages: dates, numbers, ids, the page a
 * link or a quote is about, a release's picture. A French twin that differs there says
 * something else. (Logos and fact sheets may have French versions: not listed.)
 */
export const sharedFields: ReadonlySet<string> = new Set([
  "date",
  "uploadDate",
  "uploaded",
  "year",
  "archiveThroughYear",
  "duration",
  "id",
  "slug",
  "type",
  "order",
  "featured",
  "product",
  "image",
  "to",
  "youtubeId",
  "latitude",
  "longitude",
  "e164",
  "countryCode",
  "regionCode",
  "postalCode",
  "timeZone",
  "opens",
  "closes",
  "days",
]);

type Difference = { path: string; problem: "only-en" | "only-fr" | "count" | "value" };

/** Where a value's shape differs from its twin's: "stats.2", "team.heding"... */
export function shapeDifferences(
  english: unknown,
  french: unknown,
  where = "",
  field = "",
): Difference[] {
  const at = (key: string | number) => (where ? `${where}.${key}` : String(key));
  if (Array.isArray(english) && Array.isArray(french)) {
    if (english.length !== french.length)
      return [{ path: where || "(top level)", problem: "count" }];
    return english.flatMap((item, i) => shapeDifferences(item, french[i], at(i), field));
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObject(english) && isObject(french)) {
    const keys = new Set([...Object.keys(english), ...Object.keys(french)]);
    return [...keys].flatMap((key) => {
      if (!(key in french)) return [{ path: at(key), problem: "only-en" as const }];
      if (!(key in english)) return [{ path: at(key), problem: "only-fr" as const }];
      return shapeDifferences(english[key], french[key], at(key), key);
    });
  }
  // A list against a single value, or fields against text: the shapes differ here.
  if (Array.isArray(english) !== Array.isArray(french) || isObject(english) !== isObject(french)) {
    return [{ path: where || "(top level)", problem: "count" }];
  }
  if (sharedFields.has(field) && String(english) !== String(french)) {
    return [{ path: where, problem: "value" }];
  }
  return [];
}

/** Content files that have a twin: YAML files and Markdown entries, not the READMEs. */
function contentFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full, base);
    const twinned =
      entry.name.endsWith(".yaml") || (entry.name.endsWith(".md") && entry.name !== "README.md");
    return twinned ? [path.relative(base, full)] : [];
  });
}

/**
 * A Markdown file's YAML front matter (between two `---` lines at its top), which
 * holds its fields; a file without one has none.
 */
function frontMatter(text: string): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? (parseYaml(match[1] ?? "") ?? {}) : {};
}

function readShape(file: string): unknown {
  const text = readFileSync(file, "utf8");
  // A Markdown entry's fields are its front matter; its body is free text.
  return file.endsWith(".md") ? frontMatter(text) : parseYaml(text);
}

/** One message per file pair that differs, or that has no twin. */
export function parityProblems(root: string): string[] {
  const english = new Set(contentFiles(path.join(root, "en")));
  const french = new Set(contentFiles(path.join(root, "fr")));
  const shown = (rel: string) => `content/${rel.split(path.sep).join("/")}`;
  const problems: string[] = [];
  for (const file of english) {
    if (!french.has(file)) {
      problems.push(
        `${shown(`fr/${file}`)} is missing: every English content file needs its French twin. Copy ${shown(`en/${file}`)} there and translate its text.`,
      );
    }
  }
  for (const file of french) {
    if (!english.has(file)) {
      problems.push(
        `${shown(`fr/${file}`)} has no English twin ${shown(`en/${file}`)}: add the English version, or remove this file (a file name is the same in both languages).`,
      );
    }
  }
  for (const file of [...english].filter((f) => french.has(f)).sort()) {
    let differences: ReturnType<typeof shapeDifferences>;
    try {
      differences = shapeDifferences(
        readShape(path.join(root, "en", file)),
        readShape(path.join(root, "fr", file)),
      );
    } catch {
      continue; // A file that does not parse is reported by its own collection's check.
    }
    if (differences.length === 0) continue;
    const lines = differences.slice(0, 12).map(({ path: where, problem }) => {
      switch (problem) {
        case "only-en":
          return `  ${where}: is in the English file but not in the French one (translate it here too)`;
        case "only-fr":
          return `  ${where}: is in the French file but not in the English one (check the spelling of the field, or add it in English too)`;
        case "count":
          return `  ${where}: has a different number of entries than in the English file (each entry needs its translation, in the same order)`;
        case "value":
          return `  ${where}: differs from the English file, and is the same in both languages (a date, number, id or page): copy it from there`;
      }
    });
    if (differences.length > 12) lines.push(`  …and ${differences.length - 12} more`);
    problems.push(
      `${shown(`fr/${file}`)} does not match ${shown(`en/${file}`)}:\n${lines.join("\n")}`,
    );
  }
  return problems;
}
