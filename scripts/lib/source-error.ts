import { readFileSync } from "node:fs";
import path from "node:path";

/** "…/content/site.ts:27:59: ERROR: Unterminated string literal", as esbuild words it. */
const compileError = /^(.+\.[cm]?tsx?):(\d+):(\d+): ERROR: (.+)$/m;

/**
 * For a content file written in TypeScript (content/site.ts, content/navigation.ts)
 * that does not compile, the message a staff editor can act on: the file, line and
 * column, the line itself with a caret under the spot, and what such files need.
 * Null for any other error, which is then thrown as it is. (tsx compiles in a loader
 * thread, so only the error's message crosses over, not esbuild's structured list.)
 */
export function describeUnreadableSource(
  error: unknown,
  cwd = process.cwd(),
  readLine = (file: string, line: number) => readFileSync(file, "utf8").split("\n")[line - 1],
): string | null {
  const match = error instanceof Error ? compileError.exec(error.message) : null;
  if (!match) return null;
  const [, file, line, column, text] = match as unknown as [string, string, string, string, string];
  const lineNumber = Number(line);
  const columnIndex = Number(column); // esbuild counts columns from 0
  let lineText: string | undefined;
  try {
    lineText = readLine(file, lineNumber);
  } catch {
    lineText = undefined;
  }
  return [
    `${path.relative(cwd, path.resolve(cwd, file))} could not be read, at line ${lineNumber}, column ${columnIndex + 1}: ${text}`,
    ...(lineText === undefined ? [] : ["", `  ${lineText}`, `  ${" ".repeat(columnIndex)}^`]),
    "",
    "It is TypeScript: every text between double quotes, a comma after each entry, every { and [ closed.",
    "The mistake is often just before the spot shown. Fix it and run the build again.",
  ].join("\n");
}
