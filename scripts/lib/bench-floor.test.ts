import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  floorHtml,
  inlineStylesheets,
  withoutFontFaces,
  withoutInlineFontFaces,
  withoutPreloads,
  withoutScripts,
} from "./bench-floor";

describe("the benchmark's floor", () => {
  it.each([
    [
      "a stylesheet link becomes a style element",
      '<head><link rel="stylesheet" href="/assets/a.css"></head>',
      "<head><style>css of /assets/a.css</style></head>",
    ],
    [
      "every stylesheet, wherever rel is",
      '<link href="/b.css" rel="stylesheet"><link rel="stylesheet" href="/c.css" media="print">',
      "<style>css of /b.css</style><style>css of /c.css</style>",
    ],
    [
      "other links stay",
      '<link rel="icon" href="/favicon-48.png"><link rel="alternate" hreflang="fr" href="/fr">',
      '<link rel="icon" href="/favicon-48.png"><link rel="alternate" hreflang="fr" href="/fr">',
    ],
  ])("inlines: %s", (_label, html, expected) => {
    expect(inlineStylesheets(html, (href) => `css of ${href}`)).toBe(expected);
  });

  it("refuses a stylesheet link it cannot follow", () => {
    expect(() => inlineStylesheets('<link rel="stylesheet">', () => "")).toThrow(/without href/);
  });

  it.each([
    ["@font-face{font-family:Inter;src:url(/a.woff2)}body{color:red}", "body{color:red}"],
    [
      "a{b:c}@font-face {font-family:X;src:local(Arial)}\n@font-face{font-display:swap}p{q:r}",
      "a{b:c}\np{q:r}",
    ],
    ["p{font-family:Inter Variable,sans-serif}", "p{font-family:Inter Variable,sans-serif}"],
  ])("drops font faces from %j", (css, expected) => {
    expect(withoutFontFaces(css)).toBe(expected);
  });

  it.each([
    [
      '<link rel="preload" href="/f.woff2" as="font" crossorigin="anonymous"><title>x</title>',
      "<title>x</title>",
    ],
    ['<link rel="preload" as="image" imagesrcset="/a.avif 480w" fetchpriority="high">', ""],
    ['<link rel="modulepreload" href="/m.js"><p>y</p>', "<p>y</p>"],
  ])("drops preloads from %j", (html, expected) => {
    expect(withoutPreloads(html)).toBe(expected);
  });

  it.each([
    ['<p>a</p><script type="module" src="/a.js"></script><p>b</p>', "<p>a</p><p>b</p>"],
    ['<script type="application/ld+json">{"a":"</p>"}</script><h1>t</h1>', "<h1>t</h1>"],
    ['<script type="speculationrules">{}</script>\n<script>\nx()\n</script>', "\n"],
  ])("drops scripts from %j", (html, expected) => {
    expect(withoutScripts(html)).toBe(expected);
  });

  it("makes a built page's floor from its own stylesheet", () => {
    const site = mkdtempSync(path.join(tmpdir(), "floor-"));
    mkdirSync(path.join(site, "assets"));
    writeFileSync(
      path.join(site, "assets", "site.css"),
      "@font-face{font-family:Inter;src:url(/assets/i.woff2)}h1{color:navy}",
    );
    const page = [
      "<!doctype html><html><head>",
      '<link rel="preload" href="/assets/i.woff2" as="font" type="font/woff2" crossorigin="anonymous">',
      '<link rel="stylesheet" href="/assets/site.css">',
      '<script type="module" src="/assets/island.js"></script>',
      '</head><body><h1>Title</h1><img src="/assets/hero.webp" alt=""></body></html>',
    ].join("");
    expect(floorHtml(page, site)).toBe(
      '<!doctype html><html><head><style>h1{color:navy}</style></head><body><h1>Title</h1><img src="/assets/hero.webp" alt=""></body></html>',
    );
  });

  it.each([
    [
      "a page's own stylesheet",
      "<style>@font-face{font-family:Inter;src:url(/i.woff2)}h1{color:navy}</style><h1>t</h1>",
      "<style>h1{color:navy}</style><h1>t</h1>",
    ],
    [
      "every style element, with its attributes",
      '<style media="print">@font-face{src:local(A)}p{a:b}</style><style>q{c:d}</style>',
      '<style media="print">p{a:b}</style><style>q{c:d}</style>',
    ],
    ["text outside a style element", "<p>@font-face{x:y}</p>", "<p>@font-face{x:y}</p>"],
  ])("drops font faces written into the page: %s", (_label, html, expected) => {
    expect(withoutInlineFontFaces(html)).toBe(expected);
  });

  it("gives a page whose CSS is written into it the same floor", () => {
    const page =
      '<head><link rel="preload" href="/i.woff2" as="font" crossorigin="anonymous">' +
      "<style>@font-face{font-family:Inter;src:url(/i.woff2)}h1{color:navy}</style></head><h1>T</h1>";
    expect(floorHtml(page, "/nowhere")).toBe(
      "<head><style>h1{color:navy}</style></head><h1>T</h1>",
    );
  });
});
