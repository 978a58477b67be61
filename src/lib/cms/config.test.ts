import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Collection, EntryCollection, Field, FileCollection } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sharedFields } from "~/content/parity";
import { pressReleaseSchema } from "~/content/schemas/press-releases";
import { cmsConfig, contentFiles } from "./config";
import { cmsOptions } from "./options";

const options = cmsOptions({}, "https://www.ridgeline.example");
const config = cmsConfig(options);
const collections = (config.collections ?? []) as Collection[];
const pressReleases = collections.find((c): c is EntryCollection => "folder" in c)!;
const fileCollections = collections.filter((c): c is FileCollection => "files" in c);

/** Every YAML and Markdown file the site reads under content/, by its path. */
function contentFilesOnDisk(dir = "content"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "media" ? [] : contentFilesOnDisk(file);
    return /\.(ya?ml|md)$/.test(name) && name !== "README.md" ? [file] : [];
  });
}

/**
 * A schema's properties as zod's own JSON Schema gives them, one per path
 * ("testimonials.*.quote"), with whether it is required, its JSON type and its
 * options: an account of the schema made apart from the CMS's fields.
 */
type Property = { required: boolean; type: string; options?: string[] };
type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json | false;
  prefixItems?: Json[];
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: string[];
  additionalProperties?: Json | false;
  propertyNames?: Json;
};

function schemaProperties(node: Json, at = "", out = new Map<string, Property>()) {
  const required = new Set(node.required ?? []);
  const keys = node.properties
    ? Object.entries(node.properties)
    : node.propertyNames?.enum && node.additionalProperties
      ? node.propertyNames.enum.map((key) => [key, node.additionalProperties as Json] as const)
      : [];
  for (const [key, child] of keys) {
    const where = at ? `${at}.${key}` : key;
    out.set(where, {
      required: required.has(key),
      type: child.type ?? (child.enum ? "string" : "variants"),
      ...(child.enum ? { options: child.enum.map(String) } : {}),
    });
    walk(child, where, out);
  }
  return out;
}

function walk(node: Json, where: string, out: Map<string, Property>) {
  if (node.type === "object") schemaProperties(node, where, out);
  if (node.type !== "array") return;
  const items = node.prefixItems?.[0] ?? (node.items || undefined);
  if (!items) return;
  const variants = items.oneOf ?? items.anyOf;
  if (!variants) return walk(items, `${where}.*`, out);
  for (const variant of variants) {
    const kind =
      (variant.properties?.type as { const?: string } | undefined)?.const ??
      (variant.type === "string"
        ? "page"
        : variant.properties && "links" in variant.properties
          ? "links"
          : "external");
    if (variant.type === "string") {
      out.set(`${where}.*<page>.page`, { required: true, type: "string" });
      continue;
    }
    const { type: _discriminator, ...properties } = variant.properties ?? {};
    schemaProperties({ ...variant, properties }, `${where}.*<${kind}>`, out);
  }
}

/** The CMS's fields, one per path, with what each says of its value. */
type Widget = { required: boolean; widget: string; options?: string[]; i18n?: unknown };

function cmsFields(fields: readonly Field[], at = "", out = new Map<string, Widget>()) {
  for (const field of fields) {
    const where = at ? `${at}.${field.name}` : field.name;
    const f = field as Field & Record<string, unknown>;
    const options = Array.isArray(f.options)
      ? (f.options as (string | { value: string })[]).map((o) =>
          String(typeof o === "object" ? o.value : o),
        )
      : undefined;
    out.set(where, {
      required: f.required !== false,
      widget: String(f.widget ?? "string"),
      ...(options ? { options } : {}),
      i18n: f.i18n,
    });
    if (Array.isArray(f.fields))
      cmsFields(f.fields as Field[], f.widget === "list" ? `${where}.*` : where, out);
    if (Array.isArray(f.types)) {
      for (const type of f.types as { name: string; fields?: Field[] }[]) {
        cmsFields(type.fields ?? [], `${where}.*<${type.name}>`, out);
      }
    }
    if (f.field) cmsFields([{ ...(f.field as Field), name: "*" }], where, out);
  }
  return out;
}

/** Which widgets fit a JSON type (a "variants" list is a list of several kinds). */
const widgetsFor: Record<string, string[]> = {
  string: ["string", "text", "select", "datetime", "image", "file", "markdown"],
  integer: ["number"],
  number: ["number"],
  boolean: ["boolean"],
  object: ["object", "keyvalue"],
  array: ["list"],
  variants: ["list"],
};

const everyFile = contentFiles(options).flatMap((group) => group.files);

describe("the CMS configuration", () => {
  it("covers every content file and names none that is missing", () => {
    const covered = new Set<string>();
    for (const file of everyFile) {
      const paths = file.i18n
        ? ["en", "fr"].map((locale) => file.file.replace("{{locale}}", locale))
        : [file.file];
      for (const p of paths) {
        expect(statSync(p).isFile(), p).toBe(true);
        covered.add(p);
      }
    }
    expect(pressReleases.folder).toBe("content/{{locale}}/press-releases");
    const onDisk = contentFilesOnDisk();
    const uncovered = onDisk.filter(
      (file) => !covered.has(file) && !/^content\/(en|fr)\/press-releases\/[^/]+\.md$/.test(file),
    );
    expect(uncovered).toEqual([]);
    // And the groups the CMS lists hold every file of the table.
    expect(fileCollections.flatMap((c) => c.files.map((f) => ("file" in f ? f.file : "")))).toEqual(
      everyFile.map((f) => f.file),
    );
  });

  it.each(everyFile.map((file) => [file.file, file] as const))(
    "gives every field of %s its widget, and every widget its field",
    (_name, file) => {
      const group = fileCollections.find((c) =>
        c.files.some((f) => "file" in f && f.file === file.file),
      )!;
      const cmsFile = group.files.find((f) => "file" in f && f.file === file.file)!;
      const fields = cmsFields(("fields" in cmsFile ? cmsFile.fields : []) as Field[]);
      const properties = schemaProperties(
        z.toJSONSchema(file.schema, { io: "input", unrepresentable: "any" }) as Json,
      );
      // A list of single values is one field, "*", under the list.
      const widgets = new Map([...fields].filter(([where]) => !where.endsWith(".*")));
      expect([...widgets.keys()].sort()).toEqual([...properties.keys()].sort());
      for (const [where, property] of properties) {
        const widget = widgets.get(where)!;
        expect(widget.required, `${where} required`).toBe(property.required);
        expect(
          widgetsFor[property.type],
          `${where}: ${widget.widget} for ${property.type}`,
        ).toContain(widget.widget);
        if (property.options) expect(widget.options, where).toEqual(property.options);
        if (file.i18n) {
          const name = where.split(".").at(-1)!;
          const expected = sharedFields.has(name)
            ? "duplicate"
            : widget.widget === "keyvalue"
              ? "duplicate_keys"
              : true;
          expect(
            widget.i18n,
            `${where}: entered ${sharedFields.has(name) ? "once" : "in each language"}`,
          ).toBe(expected);
        } else {
          expect(widget.i18n, where).toBeUndefined();
        }
      }
    },
  );

  it("gives the press releases a field for each front matter field, and one for the text", () => {
    const fields = cmsFields(pressReleases.fields);
    const properties = schemaProperties(
      z.toJSONSchema(pressReleaseSchema, { io: "input", unrepresentable: "any" }) as Json,
    );
    expect([...fields.keys()].sort()).toEqual([...properties.keys(), "body"].sort());
    for (const [where, property] of properties) {
      expect(fields.get(where)!.required, where).toBe(property.required);
      expect(fields.get(where)!.i18n, where).toBe(sharedFields.has(where) ? "duplicate" : true);
    }
    expect(fields.get("date")!.widget).toBe("datetime");
    expect(fields.get("image")!.widget).toBe("image");
    expect(fields.get("body")).toMatchObject({ widget: "markdown", required: true, i18n: true });
  });

  it("names the file of a release by its date and English heading, the same in both languages", () => {
    expect(pressReleases.slug).toEqual({
      template: "{{fields.date}}-{{heading}}",
      editable: false,
    });
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: ["en", "fr"],
      default_locale: "en",
    });
  });

  it("leaves every yes/no field optional, so that one left out means no (src/lib/cms/formats.ts)", () => {
    for (const file of [...everyFile, { file: "press releases", schema: pressReleaseSchema }]) {
      const properties = schemaProperties(
        z.toJSONSchema(file.schema, { io: "input", unrepresentable: "any" }) as Json,
      );
      for (const [where, property] of properties) {
        if (property.type === "boolean")
          expect(property.required, `${file.file}: ${where}`).toBe(false);
      }
    }
  });

  it("sends pictures to content/media, made into sizes by the build, and other files to the media host", () => {
    expect(config.media_folder).toBe("content/media");
    const product = fileCollections.find((c) => c.name === "software")!.files[1]!;
    const screenshot = cmsFields(("fields" in product ? product.fields : []) as Field[]).get(
      "screenshot.src",
    );
    expect(screenshot?.widget).toBe("image");
    const image = pressReleases.fields.find((f) => f.name === "image") as Record<string, unknown>;
    expect(image).toMatchObject({
      media_folder: "/public/media/company/press",
      public_folder: "/company/press",
    });
  });

  it("proposes each edit as a pull request on GitHub, signing in by token until an OAuth client is named", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toMatchObject({
      name: "github",
      branch: "main",
      auth_methods: ["token"],
    });
    const withClient = cmsConfig(
      cmsOptions(
        {
          CMS_GITHUB_REPO: "acme/site",
          CMS_GITHUB_BRANCH: "live",
          CMS_AUTH_URL: "https://auth.example.com/",
        },
        "https://www.ridgeline.example",
      ),
    );
    expect(withClient.backend).toEqual(
      expect.objectContaining({
        repo: "acme/site",
        branch: "live",
        base_url: "https://auth.example.com",
      }),
    );
    expect(withClient.backend).not.toHaveProperty("auth_methods");
  });
});
