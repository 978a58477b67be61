/**
 * After `astro build` (which writes the sitemap, astro.config.ts): robots.txt, the
 * static-host rules (nginx, _redirects, _headers) and brotli + gzip copies of
 * every compressible file.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { listFiles } from "../server/site";
import { writeRobotsTxt } from "./lib/seo-files";
import { writeStaticHostRules } from "./lib/static-host-rules";

const clientDir = path.resolve("build/client");

const siteUrl = (process.env.SITE_URL ?? "https://www.ridgeline.example").replace(/\/$/, "");
writeRobotsTxt(clientDir, siteUrl);
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
