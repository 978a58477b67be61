/**
 * HTML validation of the build by the W3C Nu checker (vnu-jar, run with the
 * machine's Java 17+): every page under build/client (each index.html, 404.html
 * and 500.html). Exits 1 on any error, listing page, line, column and message;
 * warnings are printed and do not fail (decision 0008).
 *
 * The site's stylesheet, written into every page (build.inlineStylesheets), is left
 * out: it is Tailwind's output, whose current CSS (anchor positioning, margin-trim,
 * @property) the checker's CSS level does not know, and it was never checked while it
 * was a file of its own. Each page is checked from a copy whose <style> elements are
 * blanked character for character, so every line and column still points into the
 * page; style="" attributes are checked as before.
 *
 *   node --import tsx scripts/validate-html.ts [build/client]
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { listFiles } from "../server/site";
import { withoutStylesheets } from "./lib/html-check";

type NuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal";
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

const clientDir = path.resolve(process.argv[2] ?? "build/client");
if (!existsSync(clientDir)) {
  console.error(`validate-html: ${clientDir} does not exist. Run npm run build first.`);
  process.exit(1);
}
const files = listFiles(clientDir)
  .filter((rel) => rel.endsWith(".html"))
  .sort()
  .map((rel) => path.join(clientDir, rel));
if (files.length === 0) {
  console.error(`validate-html: no HTML page under ${clientDir}.`);
  process.exit(1);
}

const copyDir = mkdtempSync(path.join(tmpdir(), "validate-html-"));
process.on("exit", () => rmSync(copyDir, { recursive: true, force: true }));
const copies = files.map((file) => {
  const copy = path.join(copyDir, path.relative(clientDir, file));
  mkdirSync(path.dirname(copy), { recursive: true });
  writeFileSync(copy, withoutStylesheets(readFileSync(file, "utf8")));
  return copy;
});

const jar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);
let report: string;
try {
  // One JVM for every page. The checker writes its JSON report to stderr.
  const run = spawnSync(
    "java",
    ["-jar", jar, "--format", "json", "--exit-zero-always", ...copies],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error) throw run.error;
  report = run.stderr;
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") {
    console.error(
      "validate-html: java was not found. Install a Java 17+ runtime (apt-get install -y default-jre-headless).",
    );
    process.exit(1);
  }
  throw error;
}

const { messages } = JSON.parse(report) as { messages: NuMessage[] };
let errors = 0;
let warnings = 0;
for (const m of messages) {
  const isError = m.type !== "info";
  if (isError) errors += 1;
  else if (m.subType === "warning") warnings += 1;
  else continue;
  const copy = m.url.replace(/^file:/, "");
  const file = path.relative(process.cwd(), path.join(clientDir, path.relative(copyDir, copy)));
  const where = m.lastLine ? `:${m.lastLine}:${m.firstColumn ?? 0}` : "";
  console.log(`  ${file}${where} ${isError ? "error" : "warning"}: ${m.message}`);
  if (m.extract) console.log(`    ${m.extract.replace(/\s+/g, " ").trim()}`);
}
console.log(
  `validate-html: ${files.length} pages checked by the W3C Nu checker, ${errors} errors, ${warnings} warnings`,
);
if (errors > 0) process.exit(1);
