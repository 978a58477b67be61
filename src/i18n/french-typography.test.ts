import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { navigation } from "~/content/navigation";
import { fr } from "./fr";
import { frenchTypographyProblems } from "./french-typography";

const nbsp = "\u00a0";
const nnbsp = "\u202f";

describe("frenchTypographyProblems", () => {
  it.each([
    [`Appelez-nous${nbsp}: un conseiller répondra.`, 0],
    [`Des questions${nnbsp}? Écrivez-nous${nnbsp}!`, 0],
    [`«${nbsp}Client Care${nbsp}»`, 0],
    ["https://help.ridgeline.example, 8 h 30", 0],
    ["Appelez-nous : un conseiller", 1],
    ["Des questions ?", 1],
    ["Des questions?", 1],
    ["« Client Care »", 2],
  ])("%s: %i problem(s)", (text, count) => {
    expect(frenchTypographyProblems(text)).toHaveLength(count);
  });
});

/** Every string of a parsed YAML value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

const frenchFiles = files("content/fr").filter((f) => /\.(ya?ml|md)$/.test(f));

/** A Markdown file's front matter (its fields, as YAML) and its body. */
function splitFrontMatter(text: string): { data: unknown; content: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { data: {}, content: text };
  return { data: parseYaml(match[1] ?? ""), content: text.slice(match[0].length) };
}

/** The prose of a French content file: its strings, without comments or link targets. */
function prose(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const values = file.endsWith(".md")
    ? (() => {
        const { data, content } = splitFrontMatter(text);
        // Links' targets and Markdown syntax are not prose.
        return [...strings(data), content.replace(/\]\([^)]*\)/g, "]")];
      })()
    : strings(parseYaml(text));
  // Paths, addresses and times are not prose.
  return values.filter((v) => !/^[\w/.-]+\.(svg|pdf|webp|webm|vtt|png)$/.test(v));
}

describe("the French content and interface", () => {
  it.each(frenchFiles)("%s follows Quebec typography", (file) => {
    expect(prose(file).flatMap(frenchTypographyProblems)).toEqual([]);
  });

  it("the French dictionary follows Quebec typography", () => {
    expect(strings(fr).flatMap(frenchTypographyProblems)).toEqual([]);
  });

  it("never names the HR and payroll product by its English name", () => {
    const english = /HRMS (&|and) Payroll/;
    const all = [...frenchFiles.flatMap(prose), ...strings(fr), ...strings(navigation.fr)];
    expect(all.filter((text) => english.test(text))).toEqual([]);
  });
});
