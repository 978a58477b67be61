/**
 * HTML validation of the build: every prerendered page (each index.html under
 * build/client) through html-validate with the rules of .htmlvalidate.json.
 * Exits 1 on any error, listing page, line, column, rule and message.
 *
 *   node --import tsx scripts/validate-html.ts [build/client]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { listFiles } from "../server/site";

const clientDir = path.resolve(process.argv[2] ?? "build/client");
if (!existsSync(clientDir)) {
  console.error(`validate-html: ${clientDir} does not exist. Run npm run build first.`);
  process.exit(1);
}

const files = listFiles(clientDir)
  .filter((rel) => path.basename(rel) === "index.html")
  .sort();
if (files.length === 0) {
  console.error(`validate-html: no index.html under ${clientDir}.`);
  process.exit(1);
}

// The API, not the CLI: html-validate's CLI needs Node 22's fs.globSync.
const validator = new HtmlValidate(new FileSystemConfigLoader());
let errors = 0;
let warnings = 0;
const print = (file: string, m: Message) =>
  console.log(
    `  ${file}:${m.line}:${m.column} ${m.severity === 2 ? "error" : "warning"} ${m.ruleId}: ${m.message}`,
  );

for (const rel of files) {
  const file = path.join(clientDir, rel);
  // The file name (inside the repository) picks up .htmlvalidate.json.
  const report = await validator.validateString(readFileSync(file, "utf8"), file);
  for (const result of report.results) {
    for (const message of result.messages) {
      if (message.severity === 2) errors += 1;
      else warnings += 1;
      print(path.relative(process.cwd(), file), message);
    }
  }
}

console.log(
  `validate-html: ${files.length} pages, ${errors} errors, ${warnings} warnings (rules: .htmlvalidate.json)`,
);
if (errors > 0) process.exit(1);
