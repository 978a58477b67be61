/**
 * How the CMS reads and writes our content files (registered in the browser by
 * src/lib/cms/admin.ts as custom formats, decision 0018). Sveltia CMS's own YAML output
 * quotes with single quotes, which the format check (Prettier) rewrites to double
 * ones, and its file pickers store a path from the site root ("/services/hosting/
 * picture.webp") where our content names a file by its path in its folder
 * ("services/hosting/picture.webp"). These formats write YAML the way Prettier does,
 * give the CMS the leading slash it works with on reading and take it off on writing,
 * keep the comments a YAML file opens with, and show the menus' mixed lists (a page
 * address or a group of links) as the typed lists the CMS can edit.
 */
import { parse, stringify } from "yaml";

/** The formats, by the name the generated configuration gives them (src/lib/cms/config.ts). */
export const formatNames = {
  yaml: "ridgeline-yaml",
  navigation: "ridgeline-navigation",
  // The CMS takes a Markdown file's format only if its name ends in "-frontmatter".
  markdown: "ridgeline-frontmatter",
} as const;

/**
 * A key the CMS keeps as it is (it is no field of the configuration) and hands back on
 * saving: the comment block a YAML file opens with.
 */
export const headerKey = "#header";

/** The Markdown body of a press release, as the CMS's `body` field names it. */
export const bodyKey = "body";

/** Fields that name a file by its path (in content/media/ or on the media host). */
const fileKeys = new Set(["src", "path", "image", "file", "poster", "captions"]);

/** A path to a file, with its extension: "services/hosting/picture.webp". */
const filePath = /^[a-z0-9][\w.-]*(?:\/[\w.-]+)*\.[a-z0-9]+$/;

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Adds (`to: "cms"`) or removes (`to: "file"`) the leading slash of every file path in
 * `value`, found by its field's name.
 */
export function mapFilePaths(value: unknown, to: "cms" | "file", key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => mapFilePaths(item, to, key));
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapFilePaths(v, to, k)]));
  }
  if (typeof value !== "string" || !fileKeys.has(key)) return value;
  if (to === "cms") return filePath.test(value) ? `/${value}` : value;
  return value.startsWith("/") && filePath.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * The menus' lists mix a page's English address ("/company/offices") with a group of
 * links or a link to one of our sites elsewhere. The CMS edits a list whose entries
 * are of several kinds as objects that say their kind, so each address becomes
 * { type: page, page } for the CMS and back. The kinds' names are the CMS's types in
 * src/lib/cms/fields.ts.
 */
const mixedLists = [["menu", "*", "links"], ["popularLinks"]] as const;

function mapMixedList(items: unknown, to: "cms" | "file"): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: unknown) => {
    if (to === "cms") {
      if (typeof item === "string") return { type: "page", page: item };
      if (isRecord(item)) return { type: "links" in item ? "links" : "external", ...item };
      return item;
    }
    if (!isRecord(item)) return item;
    const { type, ...rest } = item;
    return type === "page" ? rest.page : rest;
  });
}

function mapAt(data: unknown, path: readonly string[], map: (value: unknown) => unknown): unknown {
  if (path.length === 0) return map(data);
  const [step, ...rest] = path;
  if (step === "*") return Array.isArray(data) ? data.map((item) => mapAt(item, rest, map)) : data;
  if (!isRecord(data) || !(step! in data)) return data;
  return { ...data, [step!]: mapAt(data[step!], rest, map) };
}

/** navigation.yaml as the CMS edits it (`to: "cms"`), or as the file holds it. */
export function mapNavigation(data: unknown, to: "cms" | "file"): unknown {
  return mixedLists.reduce(
    (result, path) => mapAt(result, path, (list) => mapMixedList(list, to)),
    data,
  );
}

/**
 * `value` without its `false` yes/no fields. The CMS writes `featured: false` for every
 * box left unticked, where our content leaves the field out (every yes/no field of the
 * schemas is optional and means no when absent, which a test of src/lib/cms holds to):
 * written in one language only, it would make the two files differ.
 */
export function dropFalse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropFalse);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== false)
      .map(([k, v]) => [k, dropFalse(v)]),
  );
}

/** The comment lines a YAML file opens with, without the blank line after them. */
export function leadingComment(text: string): string | undefined {
  const lines: string[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("#")) break;
    lines.push(line);
  }
  return lines.length > 0 ? lines.join("\n") : undefined;
}

/**
 * YAML as Prettier writes it (printWidth 100, .prettierrc.json): block style, two-space
 * indents, plain scalars where they read the same, else double quotes (single ones
 * only to spare escaping double quotes), long lines left whole. Prettier itself then
 * has the last word, so that the format check passes whatever the text holds.
 */
export async function toYaml(data: unknown, header?: string): Promise<string> {
  const text = stringify(data, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: null,
  });
  const prettier = await import("prettier/standalone");
  const yamlPlugin = await import("prettier/plugins/yaml");
  const formatted = await prettier.format(header ? `${header}\n${text}` : text, {
    parser: "yaml",
    plugins: [yamlPlugin],
    printWidth: 100,
  });
  return formatted;
}

/** A YAML file's data for the CMS, with its opening comment kept aside under headerKey. */
export function parseYamlFile(text: string, navigation = false): Data {
  // parse() throws on a YAML mistake, which the CMS shows, rather than edit half a file.
  const parsed: unknown = parse(text) ?? {};
  const data = mapFilePaths(navigation ? mapNavigation(parsed, "cms") : parsed, "cms");
  const header = leadingComment(text);
  return { ...(isRecord(data) ? data : {}), ...(header ? { [headerKey]: header } : {}) };
}

/** The text of a YAML file the CMS saves. */
export async function formatYamlFile(content: Data, navigation = false): Promise<string> {
  const { [headerKey]: header, ...data } = content;
  const fileData = dropFalse(mapFilePaths(navigation ? mapNavigation(data, "file") : data, "file"));
  return toYaml(fileData, typeof header === "string" ? header : undefined);
}

const frontMatter = /^---\n([\s\S]*?)\n---(?:\n([\s\S]*))?$/;

/** A Markdown file's front matter fields and its body (as `body`), for the CMS. */
export function parseMarkdownFile(text: string): Data {
  const normalized = text.replace(/\r\n?/g, "\n");
  const match = frontMatter.exec(normalized);
  if (!match) return { [bodyKey]: normalized.trim() };
  const fields: unknown = parse(match[1] ?? "") ?? {};
  return {
    ...(mapFilePaths(isRecord(fields) ? fields : {}, "cms") as Data),
    [bodyKey]: (match[2] ?? "").trim(),
  };
}

/**
 * The text of a Markdown file the CMS saves: its fields as YAML front matter, a blank
 * line, and the body, as content/en/press-releases/README.md shows it.
 */
export async function formatMarkdownFile(content: Data): Promise<string> {
  const { [bodyKey]: body, [headerKey]: _header, ...fields } = content;
  const head = (await toYaml(dropFalse(mapFilePaths(fields, "file")))).trimEnd();
  const text = typeof body === "string" ? body.trim() : "";
  return `---\n${head}\n---\n${text ? `\n${text}\n` : ""}`;
}
