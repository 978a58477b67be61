/**
 * After `react-router build`: every page's scripts deferred to after its first
 * paint (decision 0007), sitemap.xml and robots.txt from the route table,
 * the static-host rules (nginx, _redirects, _headers) and brotli + gzip copies
 * of every compressible file.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { listFiles } from "../server/site";
import { chunkImportsFrom, deferHydration, type ViteManifest } from "./lib/defer-hydration";
import { writeSeoFiles } from "./lib/seo-files";
import { writeStaticHostRules } from "./lib/static-host-rules";

const clientDir = path.resolve("build/client");

// The order in which each page's boot evaluates its chunks comes from Vite's build
// manifest; then the manifest and React Router's fallback page go: we do not publish them.
const manifestDir = path.join(clientDir, ".vite");
const chunkImports = chunkImportsFrom(
  JSON.parse(readFileSync(path.join(manifestDir, "manifest.json"), "utf8")) as ViteManifest,
);
rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
rmSync(manifestDir, { recursive: true, force: true });

// Before anything hashes or compresses the pages: the CSP hashes their inline scripts.
let deferred = 0;
for (const rel of listFiles(clientDir)) {
  if (!rel.endsWith(".html")) continue;
  const file = path.join(clientDir, rel);
  const html = readFileSync(file, "utf8");
  if (!html.includes("__reactRouterRouteModules")) continue;
  writeFileSync(file, deferHydration(html, { chunkImports }).html);
  deferred += 1;
}
console.log(`postbuild: ${deferred} pages load their scripts after first paint`);

const siteUrl = (process.env.SITE_URL ?? "https://www.ridgeline.example").replace(/\/$/, "");
writeSeoFiles(clientDir, siteUrl);
mkdirSync("build/static-host", { recursive: true });
writeStaticHostRules(clientDir, "build/static-host", {
  mediaBaseUrl: process.env.MEDIA_BASE_URL,
  relayUrl: process.env.RELAY_URL,
  vitalsUrl: process.env.VITALS_URL,
});

const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|map|ico)$/;
let files = 0;
let before = 0;
let afterBr = 0;
for (const rel of listFiles(clientDir)) {
  if (!compressible.test(rel)) continue;
  const file = path.join(clientDir, rel);
  const source = readFileSync(file);
  if (source.length < 512) continue;
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += source.length;
  afterBr += br.length;
}
console.log(
  `postbuild: compressed ${files} files, ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB brotli`,
);
