/**
 * After `astro build`, before postbuild: the site search index (Pagefind, decision
 * 0005) in build/client/pagefind/. One index per language (Pagefind splits the
 * pages by <html lang>), of the <main> of the pages the layout marks
 * (data-pagefind-body, with their section as a filter), each with its elements kept
 * apart as a reader sees them (scripts/lib/search-text.ts), plus a record for each
 * training video and newsletter issue (scripts/lib/search-records.ts).
 */
import { readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { pageFileOf } from "../src/lib/route-table";
import { listFiles } from "../server/site";
import type { SearchRecord } from "../src/lib/search-records";
import { pageUrl, separateElements } from "./lib/search-text";

const clientDir = path.resolve("build/client");
const outputPath = path.join(clientDir, "pagefind");

/** Fails the build with Pagefind's own words. */
function check(step: string, errors: readonly string[] | undefined) {
  if (errors && errors.length > 0) throw new Error(`search index: ${step}: ${errors.join("; ")}`);
}

rmSync(outputPath, { recursive: true, force: true });
const created = await pagefind.createIndex({});
check("create", created.errors);
const index = created.index;
if (!index) throw new Error("search index: Pagefind made no index");

try {
  // Every page the layout marks for search, and no other; and so what each language's
  // index must hold, with every record below.
  const expected = new Map<string, number>();
  for (const file of listFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(path.join(clientDir, file), "utf8");
    if (!/<main\b[^>]*\bdata-pagefind-body/.test(html)) continue;
    // At the address Pagefind would give it crawling the folder.
    const added = await index.addHTMLFile({ url: pageUrl(file), content: separateElements(html) });
    check(`page ${file}`, added.errors);
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1]?.toLowerCase() ?? "unknown";
    expected.set(lang, (expected.get(lang) ?? 0) + 1);
  }

  // Written by the build from content (src/pages/search-records.json.ts), not a page.
  const recordsFile = path.join(clientDir, "search-records.json");
  const custom = JSON.parse(readFileSync(recordsFile, "utf8")) as SearchRecord[];
  rmSync(recordsFile);
  let records = 0;
  {
    for (const record of custom) {
      // The record lands on an anchor of a built page: it must be there.
      const [page = "", anchor = ""] = record.url.split("#");
      const html = readFileSync(path.join(clientDir, pageFileOf(page)), "utf8");
      if (!html.includes(` id="${anchor}"`)) {
        throw new Error(`search index: ${record.url} lands on no element of ${page}`);
      }
      const added = await index.addCustomRecord(record);
      check(`record ${record.url}`, added.errors);
      expected.set(record.language, (expected.get(record.language) ?? 0) + 1);
      records += 1;
    }
  }

  const written = await index.writeFiles({ outputPath });
  check("write", written.errors);

  const entry = JSON.parse(readFileSync(path.join(outputPath, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>;
  };
  const found = Object.fromEntries(
    Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count]),
  );
  if (JSON.stringify(found) !== JSON.stringify(Object.fromEntries(expected))) {
    throw new Error(
      `search index: expected ${JSON.stringify(Object.fromEntries(expected))} entries by language, Pagefind wrote ${JSON.stringify(found)}`,
    );
  }

  // Pagefind also writes its ready-made interfaces and its web worker; the site uses its
  // search API only, on the page's thread (decision 0005).
  for (const name of readdirSync(outputPath)) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight|worker)\.|^wasm\.unknown\./.test(name)) {
      rmSync(path.join(outputPath, name));
    }
  }
  const bytes = listFiles(outputPath).reduce(
    (sum, file) => sum + statSync(path.join(outputPath, file)).size,
    0,
  );
  console.log(
    `search index: ${JSON.stringify(found)} entries (${records} of them videos and newsletters), ${(bytes / 1024).toFixed(0)} KB in build/client/pagefind`,
  );
} finally {
  await pagefind.close();
}
