/**
 * The benchmark's floor (issue 35): a route's own HTML with nothing it does not need
 * to paint. Its stylesheets are inlined without their web fonts, and its scripts and
 * preloads are gone, so what is left is one request for the document plus the
 * pictures it shows. Served by our own server beside the real build, it tells how far
 * each route is from what the network allows.
 *
 * These work on the HTML our build writes (Astro's, attributes double-quoted), not on
 * any HTML: the unit tests hold them to that shape.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { pageFileOf } from "../../src/lib/route-table";

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** Each `<link rel="stylesheet">` replaced by a `<style>` holding what `readCss` gives for its href. */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  return html.replace(stylesheetLink, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    if (!href) throw new Error(`a stylesheet link without href: ${link}`);
    return `<style>${readCss(href)}</style>`;
  });
}

/** The CSS without its `@font-face` rules: text paints in the fallback face at once. */
export function withoutFontFaces(css: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, "");
}

/** The document without `<link rel="preload">` and `<link rel="modulepreload">`. */
export function withoutPreloads(html: string): string {
  return html.replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g, "");
}

/** The document without any `<script>` element, data blocks included. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** Every `<style>` element's CSS without its font faces. */
export function withoutInlineFontFaces(html: string): string {
  return html.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_, open: string, css: string, close: string) => open + withoutFontFaces(css) + close,
  );
}

/**
 * The floor of one built page: `html` from `siteDir`, whose stylesheets are read from
 * there. A build that writes its CSS into the page (`build.inlineStylesheets`) and one
 * that links it get the same floor.
 */
export function floorHtml(html: string, siteDir: string): string {
  const readCss = (href: string) =>
    readFileSync(path.join(siteDir, href.replace(/^\//, "")), "utf8");
  return withoutScripts(withoutPreloads(withoutInlineFontFaces(inlineStylesheets(html, readCss))));
}

/**
 * A copy of the built site (for our own server's SITE_DIR) in which each of `routes`
 * is its floor, with fresh compressed copies. The caller removes it (`rmSync`).
 */
export function makeFloorSite(
  siteDir: string,
  routes: readonly string[],
  transform: (html: string, siteDir: string) => string = floorHtml,
): string {
  const floorDir = mkdtempSync(path.join(tmpdir(), "ridgeline-floor-"));
  cpSync(siteDir, floorDir, { recursive: true });
  for (const route of routes) {
    const file = path.join(floorDir, pageFileOf(route));
    const html = transform(readFileSync(file, "utf8"), siteDir);
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  return floorDir;
}
