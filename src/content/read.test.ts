import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, edited, parseWith, readYamlFile } from "./read";

/** The one line parseWith reports for `data`, after "file is not valid:". */
function reported(schema: z.ZodType, data: unknown): string {
  try {
    parseWith(schema, data, "content/example.yaml");
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    const [first, ...lines] = (error as Error).message.split("\n");
    expect(first).toBe("content/example.yaml is not valid:");
    return lines.map((line) => line.trim()).join(" | ");
  }
  throw new Error("expected the data to be rejected");
}

const entry = z.strictObject({
  title: z.string().trim().min(5).max(10),
  year: z.number().int().min(1900).max(2100),
  period: z.enum(["1st Quarter", "2nd Quarter"]),
  tags: z.array(z.string()).min(1).max(3),
  note: z.string().max(8, "is too long: keep it to a word or two").optional(),
});
const valid = { title: "A title", year: 2019, period: "1st Quarter", tags: ["a"] };

describe("content errors in an editor's words", () => {
  it.each([
    ["a field left out", { ...valid, title: undefined }, "title: is missing"],
    [
      "a number in quotes",
      { ...valid, year: "2019" },
      "year: must be a number (written without quotes)",
    ],
    [
      "a list written as one value",
      { ...valid, tags: "a" },
      "tags: must be a list (one entry per line, each starting with - )",
    ],
    [
      "a text too long, with its length",
      { ...valid, title: "Twelve chars" },
      "title: is too long: 12 characters, at most 10",
    ],
    [
      "a text too short, with its length",
      { ...valid, title: "Abc" },
      "title: is too short: 3 characters, at least 5",
    ],
    ["an empty text", { ...valid, title: "   " }, "title: is empty"],
    ["a number out of range", { ...valid, year: 2200 }, "year: must be at most 2100"],
    ["an empty list", { ...valid, tags: [] }, "tags: needs at least one entry"],
    [
      "too many entries",
      { ...valid, tags: ["a", "b", "c", "d"] },
      "tags: has too many entries: 4, at most 3",
    ],
    [
      "a value not among the choices",
      { ...valid, period: "First Quarter" },
      "period: must be one of: 1st Quarter, 2nd Quarter",
    ],
    [
      "a misspelt field",
      { ...valid, Title: "x" },
      '(top level): "Title" is not a field here (check the spelling, capitals included)',
    ],
    [
      "the schema's own message, kept",
      { ...valid, note: "far too many words" },
      "note: is too long: keep it to a word or two",
    ],
  ])("%s", (_, data, message) => {
    expect(reported(entry, data)).toBe(message);
  });

  it("names two misspelt fields together, and every problem of the file at once", () => {
    expect(reported(entry, { ...valid, year: "x", Tags: [], Note: "" })).toBe(
      'year: must be a number (written without quotes) | (top level): "Tags", "Note" are not fields here (check the spelling, capitals included)',
    );
  });
});

describe("the content collections' errors", () => {
  it("are worded the same, each at its field", () => {
    const result = edited(entry).safeParse({ ...valid, year: "2019", Tags: [] });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["year"], message: "must be a number (written without quotes)" },
      {
        path: [],
        message: '"Tags" is not a field here (check the spelling, capitals included)',
      },
    ]);
  });

  it("give back the data of a valid entry as its schema reads it", () => {
    expect(edited(entry).parse({ ...valid, title: "  A title " })).toEqual(valid);
  });
});

describe("a YAML file that does not read", () => {
  it("names the file and explains the slip behind most such errors", () => {
    const read = () =>
      readYamlFile("../tests/fixtures/content/company/testimonials-unquoted-colon.yaml", entry);
    expect(read).toThrow(ContentError);
    expect(read).toThrow(
      /^tests\/fixtures\/content\/company\/testimonials-unquoted-colon\.yaml could not be read: Nested mappings are not allowed[\s\S]*position: Controller: Finance[\s\S]*Most often: a value with a colon and a space in it \(Title: subtitle\) needs double\n\s+quotes around it/,
    );
  });
});
