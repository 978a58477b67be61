import { describe, expect, it } from "vitest";
import {
  chunkImportsFrom,
  deferHydration,
  deferredModules,
  evaluationOrder,
  PRELOADS_PER_TASK,
} from "./defer-hydration";

/** The shape React Router 7 writes into every prerendered page. */
function page({
  preloads = ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/framework-3.js"],
  boot = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");`,
  boots = 1,
} = {}) {
  const links = preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
  const scripts = Array.from(
    { length: boots },
    () => `<script type="module" async="">${boot}</script>`,
  ).join("");
  return `<!DOCTYPE html><html><head><meta charset="utf-8"/>${links}<link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Home</h1><script>window.__reactRouterContext = {};</script>${scripts}</body></html>`;
}

describe("deferHydration", () => {
  it("removes every modulepreload link and keeps the rest of the page", () => {
    const { html } = deferHydration(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<h1>Home</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("lists the preloads, then the route modules, then the entry, each once", () => {
    expect(deferHydration(page()).modules).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/framework-3.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
    ]);
  });

  it("imports the same modules under the same names, after the first paint", () => {
    const { html } = deferHydration(page());
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const waits = script.indexOf('getEntriesByName("first-contentful-paint")');
    const imports = script.indexOf(
      'const [_unused0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")]);',
    );
    const assigns = script.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    const enters = script.indexOf('import("/assets/entry.client-2.js");');
    expect(waits).toBeGreaterThan(-1);
    expect(imports).toBeGreaterThan(waits);
    expect(assigns).toBeGreaterThan(imports);
    expect(enters).toBeGreaterThan(assigns);
    expect(script).not.toMatch(/^import /m);
  });

  it("evaluates every module but the entry on its own, dependencies first, yielding between", () => {
    const graph: Record<string, string[]> = {
      "/assets/root-4.js": ["/assets/site-6.js", "/assets/framework-3.js"],
      "/assets/home-5.js": ["/assets/site-6.js"],
      "/assets/site-6.js": ["/assets/framework-3.js"],
    };
    const { html } = deferHydration(page(), { chunkImports: (url) => graph[url] ?? [] });
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const order =
      /for \(const href of (\[[^\]]*\])\) {\s*await import\(href\);\s*await pause\(\);/.exec(
        script,
      )?.[1];
    expect(JSON.parse(order!)).toEqual([
      "/assets/manifest-1.js",
      "/assets/framework-3.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
    ]);
    // The shared chunk nobody listed is not evaluated early; the entry comes last, alone.
    expect(script.indexOf("document.head.append(links)")).toBeLessThan(
      script.indexOf("await import(href)"),
    );
    expect(script.trimEnd().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
  });

  it(`adds the preload links ${PRELOADS_PER_TASK} per task`, () => {
    const { html } = deferHydration(page());
    expect(html).toContain(`modules.slice(i, i + ${PRELOADS_PER_TASK})`);
    expect(html).toMatch(/document\.head\.append\(links\);\s*await pause\(\);/);
    expect(html).toContain("globalThis.scheduler?.yield?.()");
  });

  it("reads back the module list it wrote", () => {
    const { html, modules } = deferHydration(page());
    expect(deferredModules(html)).toEqual(modules);
    expect(deferredModules(page())).toEqual([]);
  });

  it.each([
    ["no boot script", page({ boots: 0 }), /found 0/],
    ["two boot scripts", page({ boots: 2 }), /found 2/],
    [
      "an unknown statement",
      page({ boot: `import "/a.js";\nconsole.log(1);\nimport("/e.js");` }),
      /unexpected line.*console\.log/,
    ],
    [
      "an entry before the route modules",
      page({ boot: `import "/a.js";\nimport("/e.js");\nwindow.__reactRouterRouteModules = {};` }),
      /unexpected line/,
    ],
    [
      "no entry",
      page({ boot: `import "/a.js";\nwindow.__reactRouterRouteModules = {};` }),
      /lacks/,
    ],
  ])("fails the build on %s", (_name, html, message) => {
    expect(() => deferHydration(html)).toThrow(message);
  });
});

describe("chunkImportsFrom", () => {
  const manifest = {
    "app/root.tsx": { file: "assets/root-1.js", imports: ["_site-2.js", "_react-3.js"] },
    "_site-2.js": { file: "assets/site-2.js", imports: ["_react-3.js"] },
    "_react-3.js": { file: "assets/react-3.js" },
    "app/root.css": { file: "assets/root-4.css" },
  };
  it.each([
    ["/assets/root-1.js", ["/assets/site-2.js", "/assets/react-3.js"]],
    ["/assets/site-2.js", ["/assets/react-3.js"]],
    ["/assets/react-3.js", []],
    ["/assets/not-built.js", []],
  ])("%s imports %j", (url, expected) => {
    expect(chunkImportsFrom(manifest)(url)).toEqual(expected);
  });

  it("fails on an import the manifest does not list", () => {
    expect(() => chunkImportsFrom({ a: { file: "assets/a.js", imports: ["_gone.js"] } })).toThrow(
      /assets\/a\.js imports _gone\.js/,
    );
  });
});

describe("evaluationOrder", () => {
  const graph: Record<string, string[]> = {
    a: ["b", "c"],
    b: ["c"],
    c: [],
    d: ["a", "outside"],
    e: ["e"],
    f: ["g"],
    g: ["f"],
  };
  it.each([
    [["a"], ["a"]],
    [
      ["a", "b", "c"],
      ["c", "b", "a"],
    ],
    [
      ["d", "c", "a"],
      ["c", "a", "d"],
    ],
    [["e"], ["e"]],
    [
      ["f", "g"],
      ["g", "f"],
    ],
    [[], []],
  ])("%j evaluates as %j", (modules, expected) => {
    expect(evaluationOrder(modules, (url) => graph[url] ?? [])).toEqual(expected);
  });
});
