import { describe, expect, it } from "vitest";
import { describeUnreadableSource } from "./source-error";

const lines: Record<string, string[]> = {
  "/repo/content/site.ts": [
    "export const site = {",
    '  phones: { main: { display: "613-555-0100 },',
    '    support: { display: "613-555-0142" }',
  ],
};
const readLine = (file: string, line: number) => {
  const text = lines[file]?.[line - 1];
  if (text === undefined) throw new Error(`no line ${line} in ${file}`);
  return text;
};
const describe_ = (error: unknown) => describeUnreadableSource(error, "/repo", readLine);

describe("describeUnreadableSource", () => {
  it("names the file from the project root, the line and column (from 1), and points at the spot", () => {
    const error = new Error(
      "Transform failed with 1 error:\n/repo/content/site.ts:2:45: ERROR: Unterminated string literal",
    );
    expect(describe_(error)?.split("\n")).toEqual([
      "content/site.ts could not be read, at line 2, column 46: Unterminated string literal",
      "",
      '    phones: { main: { display: "613-555-0100 },',
      `  ${" ".repeat(45)}^`,
      "",
      "It is TypeScript: every text between double quotes, a comma after each entry, every { and [ closed.",
      "The mistake is often just before the spot shown. Fix it and run the build again.",
    ]);
  });

  it("still names the spot when the line cannot be read", () => {
    const error = new Error(
      '/repo/content/navigation.ts:9:2: ERROR: Expected "}" but found "label"',
    );
    const message = describe_(error)!;
    expect(message).toMatch(
      /^content\/navigation\.ts could not be read, at line 9, column 3: Expected "}" but found "label"\n\nIt is TypeScript/,
    );
  });

  it.each([
    ["a runtime error", new TypeError("Cannot read properties of undefined (reading 'map')")],
    ["a thrown string", "content/site.ts:2:45: ERROR: looks like one but is not an Error"],
    ["an error in a file that is not TypeScript", new Error("/repo/a.yaml:2:4: ERROR: bad")],
    ["nothing", undefined],
  ])("leaves %s to be thrown as it is", (_, error) => {
    expect(describe_(error)).toBeNull();
  });
});
