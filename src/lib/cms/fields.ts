/**
 * The CMS's fields, made from our zod schemas (decision 0018): each schema is turned
 * into JSON Schema by zod itself, with the few schemas whose meaning JSON Schema cannot
 * say (a picture in content/media/, a page of this site, a date, text with company
 * facts) marked on the way, and every property becomes the Sveltia CMS field that fits
 * it, required as the schema requires it, with the schema's limits in its hint.
 */
import type {
  Field,
  FileField,
  ImageField,
  ListField,
  NumberField,
  ObjectField,
  SelectField,
  StringField,
  TextField,
} from "@sveltia/cms";
import { z } from "zod";
import { sharedFields } from "~/content/parity";
import { isoDate } from "~/content/schemas/iso-date";
import { imageExtensions, isoDuration, picturePath } from "~/content/schemas/media-path";
import { canonicalPath, factText, figureText, linkedText } from "~/content/schemas/rich-text";
import { mediaFolder } from "~/content/media-folder";

/** The metadata some schemas carry for the CMS (src/content/schemas/rich-text.ts, media-path.ts, pages.ts). */
export type CmsMeta =
  | { kind: "factText"; min: number; max: number; figure?: boolean }
  | { kind: "mediaFile"; extensions: string[]; example: string; folder?: string };

/** What JSON Schema cannot say, marked by the schema it comes from. */
type Mark = "picture" | "page" | "date" | "duration" | "linked" | "fact" | "figure";

const marks = new Map<unknown, Mark>([
  [picturePath, "picture"],
  [canonicalPath, "page"],
  [isoDate, "date"],
  [isoDuration, "duration"],
  [linkedText, "linked"],
  [factText, "fact"],
  [figureText, "figure"],
]);

/** A node of the JSON Schema zod writes, with our marks. */
export type JsonNode = {
  type?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode | false;
  prefixItems?: JsonNode[];
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  enum?: (string | number)[];
  const?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: JsonNode | false;
  propertyNames?: JsonNode;
  cms?: CmsMeta;
  "x-mark"?: Mark;
  "x-pattern-message"?: string;
};

/**
 * A schema as JSON Schema (the shape an editor fills in, before any transform), marked
 * where JSON Schema loses what a value means; a regular expression keeps the message
 * the schema gives when a value does not match it.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const mark = marks.get(zodSchema);
      const node = jsonSchema as JsonNode;
      if (mark) node["x-mark"] = mark;
      const checks = (zodSchema._zod.def as { checks?: { _zod: { def: unknown } }[] }).checks;
      for (const check of checks ?? []) {
        const def = check._zod.def as { format?: string; error?: (issue: object) => unknown };
        if (def.format !== "regex" || !def.error) continue;
        const message = def.error({});
        if (typeof message === "string") node["x-pattern-message"] = message;
      }
    },
  }) as JsonNode;
}

/** What the fields of a file know about the file they are in. */
export type FieldContext = {
  /** Whether the file has an English and a French version edited side by side. */
  i18n: boolean;
  /** The pages of this site a link may name, by English address, with their names. */
  pages: readonly { path: string; title: string }[];
  /** Options by field path ("sections.*.videos.*.file"), for what the schema cannot say. */
  overrides?: Readonly<Record<string, Partial<Field>>>;
  /** Hints by field path, added to those made from the schema. */
  hints?: Readonly<Record<string, string>>;
};

/** Field names as labels: "askAbout" → "Ask about", "e164" → "E.164 number". */
const labelWords: Record<string, string> = {
  e164: "Number as dialled (E.164)",
  display: "Number as shown",
  to: "Page",
  id: "Id",
  youtubeId: "YouTube video id",
  src: "Picture",
  alt: "Alternative text",
  imageAlt: "Picture's alternative text",
  urlSlug: "Address words",
  cta: "Call to action",
  url: "Address (URL)",
};

export function labelOf(name: string): string {
  if (labelWords[name]) return labelWords[name];
  if (name.startsWith("/")) return name;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "10 to 110 characters", "at most 60 characters", "at least 40 characters". */
function lengthHint(min: number | undefined, max: number | undefined): string | undefined {
  const low = min !== undefined && min > 1 ? min : undefined;
  if (low !== undefined && max !== undefined) return `${low} to ${max} characters`;
  if (max !== undefined) return `At most ${max} characters`;
  if (low !== undefined) return `At least ${low} characters`;
  return undefined;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function joinHints(...parts: (string | undefined)[]): string | undefined {
  const text = parts
    .filter((part): part is string => Boolean(part))
    .map((part) => sentence(part.replace(/\.$/, "")))
    .join(". ");
  return text ? `${text}.` : undefined;
}

const factHint =
  "Company facts are written as placeholders filled from the site facts, such as {companiesServed} or {foundingYear}, never as figures";

/** Which file types a picker takes: ".svg,.webp,…". */
const accept = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(",");

/**
 * The field for one property of a schema. `path` is the property's place in the file
 * ("testimonials.*.quote"); `required` whether the schema requires it.
 */
export function fieldOf(
  name: string,
  node: JsonNode,
  required: boolean,
  path: string,
  context: FieldContext,
): Field {
  const base: Base = {
    name,
    label: labelOf(name),
    ...(required ? {} : { required: false }),
    ...(context.i18n
      ? { i18n: sharedFields.has(name) ? ("duplicate" as const) : (true as const) }
      : {}),
  };
  const extraHint = context.hints?.[path];
  const field = widgetOf(name, node, path, context, base, extraHint);
  const override = context.overrides?.[path];
  return (override ? { ...field, ...override } : field) as Field;
}

type Base = { name: string; label: string; required?: boolean; i18n?: true | "duplicate" };

function widgetOf(
  name: string,
  node: JsonNode,
  path: string,
  context: FieldContext,
  base: Base,
  extraHint: string | undefined,
): Field {
  const mark = node["x-mark"];
  const meta = node.cms;

  if (mark === "picture") {
    return {
      ...base,
      widget: "image",
      accept: accept(imageExtensions),
      choose_url: false,
      hint: joinHints(
        `a picture uploaded to ${mediaFolder}/, the largest you have; the build makes the sizes pages show`,
        extraHint,
      ),
    } satisfies ImageField;
  }
  if (meta?.kind === "mediaFile") {
    // A field may send its uploads to a folder of its own (its override's public_folder).
    const override = context.overrides?.[path] as Partial<FileField> | undefined;
    const publicFolder = override?.public_folder;
    const folder = publicFolder ?? (meta.folder ? `/${meta.folder}` : "");
    const isImage = meta.extensions.every((e) =>
      (imageExtensions as readonly string[]).includes(e),
    );
    const types = meta.extensions.map((e) => `.${e}`).join(", ");
    return {
      ...base,
      widget: isImage ? "image" : "file",
      accept: accept(meta.extensions),
      choose_url: false,
      media_folder: `/public/media${folder}`,
      public_folder: folder || "/",
      hint: joinHints(
        `a ${types} file on the media host, uploaded to public/media${folder}/`,
        extraHint,
      ),
    } satisfies ImageField | FileField;
  }
  if (mark === "date") {
    return {
      ...base,
      widget: "datetime",
      type: "date",
      format: "YYYY-MM-DD",
      hint: joinHints(extraHint),
    };
  }
  if (mark === "page") {
    return {
      ...base,
      widget: "select",
      options: context.pages.map(({ path: value, title }) => ({
        value,
        label: `${value} (${title})`,
      })),
      hint: joinHints(extraHint),
    } satisfies SelectField;
  }
  if (node.enum) {
    return {
      ...base,
      widget: "select",
      options: node.enum,
      hint: joinHints(extraHint),
    } satisfies SelectField;
  }

  switch (node.type) {
    case "string":
      return stringField(node, base, extraHint);
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: node.type === "integer" ? "int" : "float",
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
        ...(node.type === "number" ? { step: 0.1 } : {}),
        hint: joinHints(extraHint),
      } satisfies NumberField;
    case "boolean":
      // A box left unticked means no: the field is never required.
      return { ...base, widget: "boolean", required: false, hint: joinHints(extraHint) };
    case "object":
      return objectField(node, path, context, base, extraHint);
    case "array":
      return listField(name, node, path, context, base, extraHint);
  }
  throw new Error(`${path}: the CMS has no field for ${JSON.stringify(node).slice(0, 200)}`);
}

function stringField(node: JsonNode, base: Base, extraHint: string | undefined): Field {
  const mark = node["x-mark"];
  const meta = node.cms?.kind === "factText" ? node.cms : undefined;
  const figure = mark === "figure" || Boolean(meta?.figure);
  const facts = Boolean(meta) || figure || mark === "fact" || mark === "linked";
  // Fact text is counted once its {placeholders} are filled in, so its limits are hints
  // only: the CMS counts the placeholders' letters.
  const min = meta?.min ?? node.minLength;
  const max = meta?.max ?? node.maxLength;
  const enforced = facts
    ? {}
    : {
        ...(node.minLength !== undefined && node.minLength > 1
          ? { minlength: node.minLength }
          : {}),
        ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
      };
  const hint = joinHints(
    lengthHint(min, max === 2000 ? undefined : max),
    facts ? factHint : undefined,
    mark === "linked"
      ? "a link to a page of this site is written [its words](/page-address)"
      : undefined,
    mark === "duration" ? "an ISO 8601 duration, like PT2M10S for 2 minutes 10 seconds" : undefined,
    extraHint,
  );
  const pattern: StringField["pattern"] = node.pattern
    ? [node.pattern, node["x-pattern-message"] ?? `must match ${node.pattern}`]
    : undefined;
  const format =
    node.format === "email"
      ? { type: "email" as const }
      : node.format === "uri"
        ? { type: "url" as const }
        : {};
  // Short values on one line; sentences and paragraphs (fact text, a long limit, or a
  // sentence's worth of minimum) in a box that grows.
  const long = figure
    ? false
    : facts
      ? max === undefined || max > 120
      : (max ?? 0) > 160 || (min ?? 0) >= 20;
  if (long && !pattern && !node.format) {
    return { ...base, widget: "text", ...enforced, hint } satisfies TextField;
  }
  return {
    ...base,
    widget: "string",
    ...format,
    ...enforced,
    ...(pattern ? { pattern } : {}),
    hint,
  } satisfies StringField;
}

/** The first field whose value names an entry, for the collapsed entry's summary. */
const summaryKeys = [
  "title",
  "heading",
  "name",
  "label",
  "caption",
  "customer",
  "period",
  "year",
  "need",
  "value",
  "quote",
];

function summaryOf(properties: Record<string, JsonNode>): string | undefined {
  const key = summaryKeys.find((k) => k in properties);
  return key ? `{{fields.${key}}}` : undefined;
}

function fieldsOf(node: JsonNode, path: string, context: FieldContext, skip?: string): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([key]) => key !== skip)
    .map(([key, child]) =>
      fieldOf(key, child, required.has(key), path ? `${path}.${key}` : key, context),
    );
}

function objectField(
  node: JsonNode,
  path: string,
  context: FieldContext,
  base: Base,
  extraHint: string | undefined,
): Field {
  if (node.properties) {
    return {
      ...base,
      widget: "object",
      fields: fieldsOf(node, path, context),
      hint: joinHints(extraHint),
    } satisfies ObjectField;
  }
  const values = node.additionalProperties;
  if (values && node.propertyNames?.enum) {
    // A record over a fixed list of keys: one field per key.
    const keys = node.propertyNames.enum.map(String);
    const required = new Set(node.required ?? []);
    return {
      ...base,
      widget: "object",
      fields: keys.map((key) => fieldOf(key, values, required.has(key), `${path}.${key}`, context)),
      hint: joinHints(extraHint),
    } satisfies ObjectField;
  }
  if (values && values.type === "string") {
    // Names by key (a page's address, a folder): the keys are the same in both
    // languages, the names are translated.
    const { i18n, ...rest } = base;
    return {
      ...rest,
      widget: "keyvalue",
      ...(i18n
        ? { i18n: i18n === "duplicate" ? ("duplicate" as const) : ("duplicate_keys" as const) }
        : {}),
      key_label: "Page address",
      value_label: "Name",
      hint: joinHints(lengthHint(values.minLength, values.maxLength), extraHint),
    };
  }
  throw new Error(`${path}: the CMS has no field for this object`);
}

function listField(
  name: string,
  node: JsonNode,
  path: string,
  context: FieldContext,
  base: Base,
  extraHint: string | undefined,
): Field {
  const counts = {
    ...(node.minItems !== undefined && node.minItems > 0 ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
  const countHint =
    node.minItems !== undefined && node.minItems === node.maxItems
      ? `exactly ${node.minItems} entries`
      : node.minItems && node.minItems > 1
        ? `at least ${node.minItems} entries`
        : undefined;
  const hint = joinHints(countHint, extraHint);
  const itemPath = `${path}.*`;
  const items = node.prefixItems?.[0] ?? (node.items || undefined);
  if (!items) throw new Error(`${path}: a list without items`);

  const variants = items.oneOf ?? items.anyOf;
  if (variants) {
    return {
      ...base,
      widget: "list",
      ...counts,
      collapsed: true,
      types: variants.map((variant) => typeOf(variant, itemPath, context)),
      hint,
    } satisfies ListField;
  }
  if (items.type === "object" && items.properties) {
    return {
      ...base,
      widget: "list",
      ...counts,
      collapsed: true,
      summary: summaryOf(items.properties),
      fields: fieldsOf(items, itemPath, context),
      hint,
    } satisfies ListField;
  }
  // A list of single values: each entry is one field, named after the list.
  const { i18n, ...item } = fieldOf(name, items, true, itemPath, { ...context, i18n: false });
  void i18n;
  return {
    ...base,
    widget: "list",
    ...counts,
    field: { ...item, label: labelOf(name) },
    hint,
  } satisfies ListField;
}

/**
 * One kind of entry of a list whose entries are of several kinds: a page section of a
 * given `type` (its discriminator), or, in the menus, a page's address (`page`) beside
 * a group of links (`links`) or one of our sites elsewhere (`external`), which the
 * navigation format (src/lib/cms/formats.ts) turns into such objects and back.
 */
function typeOf(variant: JsonNode, path: string, context: FieldContext) {
  const discriminator = variant.properties?.type?.const;
  if (discriminator) {
    return {
      name: discriminator,
      label: labelOf(discriminator),
      widget: "object" as const,
      summary: summaryOf(variant.properties ?? {}),
      fields: fieldsOf(variant, `${path}<${discriminator}>`, context, "type"),
    };
  }
  if (variant.type === "string") {
    return {
      name: "page",
      label: "Page",
      widget: "object" as const,
      summary: "{{fields.page}}",
      fields: [fieldOf("page", variant, true, `${path}<page>.page`, context)],
    };
  }
  const kind = variant.properties && "links" in variant.properties ? "links" : "external";
  return {
    name: kind,
    label: kind === "links" ? "Group of pages" : "One of our sites elsewhere",
    widget: "object" as const,
    summary: "{{fields.label}}",
    fields: fieldsOf(variant, `${path}<${kind}>`, context),
  };
}
