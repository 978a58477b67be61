/**
 * Rewrites a prerendered page so its JavaScript starts downloading only after
 * the page's first contentful paint (decision 0007).
 *
 * React Router writes, for every prerendered page, a `<link rel="modulepreload">`
 * per module the route needs (React hoists them into <head>) and one inline
 * module script that imports the route modules and then the client entry. On a
 * phone those ~125 KB of scripts compete with the stylesheet, the font and the
 * hero image for the first second of bandwidth, although the page needs none of
 * them to paint: it is complete HTML. After this rewrite the page paints with
 * HTML, CSS, font and images only; the boot script then adds the same
 * modulepreload links and imports the same modules, in the same order.
 *
 * The boot then spreads its work over short tasks, so none blocks input for long
 * on a slow phone: it adds the preload links a few at a time, and it evaluates the
 * modules one by one, each after the ones it imports (given `chunkImports`, the
 * static imports of each built chunk), yielding to the browser in between. Left to
 * a single `import()`, the browser compiles and runs React, React Router and the
 * site's code in one task of 20-30 ms on our test machine (over 100 ms at
 * Lighthouse's simulated phone speed). The order changes nothing else: a module's
 * imports always run before it.
 *
 * The rewrite is exact or it fails the build: if React Router ever changes the
 * shape of what it writes, `deferHydration` throws rather than ship a page that
 * never hydrates.
 */

const preloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootPattern = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const staticImport = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const routeModules = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const entryImport = /^import\("([^"]+)"\);$/;

/**
 * Waits for the first contentful paint. The paint observer's callback runs in a
 * task of its own after the frame is presented, so nothing that follows can
 * delay that paint; browsers without paint timing wait for the next frame. A
 * hidden tab has nothing to paint for, and a page that never reports a paint
 * still boots after `fallbackMs`. (No timer stands between the paint and the
 * boot: a test that freezes the page's clock still gets a hydrated page.)
 */
export function afterFirstPaint(fallbackMs: number) {
  return `await new Promise((go) => {
  if (document.visibilityState === "hidden") return go();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    return requestAnimationFrame(() => setTimeout(go, 0));
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    go();
  }).observe({ type: "paint", buffered: true });
  setTimeout(go, ${fallbackMs});
});`;
}

/**
 * Yields to the browser: `scheduler.yield()` where there is one, else a message-channel
 * hop (not a timer). The inline twin of app/lib/yield-to-main.ts, which the boot script
 * cannot import: no module has loaded yet when it runs.
 */
export const pauseFunction = `const pause = () =>
  globalThis.scheduler?.yield?.() ??
  new Promise((go) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => go();
    channel.port2.postMessage(null);
  });`;

/** How many preload links the boot adds per task. */
export const PRELOADS_PER_TASK = 4;

/**
 * `modules` reordered so that each comes after the modules it imports (depth
 * first, otherwise keeping the given order). Imports outside `modules` are
 * ignored; a cycle cannot reorder anything already placed.
 */
export function evaluationOrder(
  modules: readonly string[],
  chunkImports: (url: string) => readonly string[],
): string[] {
  const listed = new Set(modules);
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (url: string) => {
    if (placed.has(url) || visiting.has(url)) return;
    visiting.add(url);
    for (const dependency of chunkImports(url)) if (listed.has(dependency)) visit(dependency);
    visiting.delete(url);
    placed.add(url);
  };
  modules.forEach(visit);
  return [...placed];
}

/** The entries of Vite's build manifest (`.vite/manifest.json`) that this step reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The chunks each built module imports statically, from Vite's build manifest,
 * as site URLs ("/assets/x.js" -> ["/assets/y.js"]). Dynamic `import()`s are not
 * dependencies: they load on demand. A URL the manifest does not list imports nothing.
 */
export function chunkImportsFrom(manifest: ViteManifest): (url: string) => string[] {
  const imports = new Map(
    Object.values(manifest).map((entry) => [
      `/${entry.file}`,
      (entry.imports ?? []).map((key) => {
        const imported = manifest[key];
        if (!imported) throw new Error(`Vite manifest: ${entry.file} imports ${key}, not listed`);
        return `/${imported.file}`;
      }),
    ]),
  );
  return (url) => imports.get(url) ?? [];
}

export type DeferredPage = { html: string; modules: string[] };

export function deferHydration(
  html: string,
  {
    fallbackMs = 3000,
    chunkImports = () => [],
  }: { fallbackMs?: number; chunkImports?: (url: string) => readonly string[] } = {},
): DeferredPage {
  const preloads = [...html.matchAll(preloadPattern)].map((m) => m[1]!);
  const boots = [...html.matchAll(bootPattern)];
  if (boots.length !== 1) {
    throw new Error(`deferHydration: expected one React Router boot script, found ${boots.length}`);
  }
  const boot = boots[0]!;
  const lines = boot[1]!
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

  const imports: { name: string | undefined; url: string }[] = [];
  let assignment: string | undefined;
  let entry: string | undefined;
  for (const line of lines) {
    const imported = staticImport.exec(line);
    const assigned = routeModules.exec(line);
    const entered = entryImport.exec(line);
    if (imported && assignment === undefined)
      imports.push({ name: imported[1], url: imported[2]! });
    else if (assigned && entry === undefined) assignment = assigned[1];
    else if (entered && assignment !== undefined) entry = entered[1];
    else throw new Error(`deferHydration: unexpected line in the boot script: ${line}`);
  }
  if (!imports.length || assignment === undefined || entry === undefined) {
    throw new Error("deferHydration: the boot script lacks its imports, route modules or entry");
  }

  const modules = [...new Set([...preloads, ...imports.map((i) => i.url), entry])];
  // Everything but the entry, dependencies first: the boot script's own imports
  // in their order, then any preload nothing imports.
  const evaluate = evaluationOrder(
    [...new Set([...imports.map((i) => i.url), ...preloads])].filter((url) => url !== entry),
    chunkImports,
  );
  const names = imports.map((i, index) => i.name ?? `_unused${index}`);
  const script = [
    afterFirstPaint(fallbackMs),
    pauseFunction,
    `const modules = ${JSON.stringify(modules)};`,
    `for (let i = 0; i < modules.length; i += ${PRELOADS_PER_TASK}) {`,
    `  const links = document.createDocumentFragment();`,
    `  for (const href of modules.slice(i, i + ${PRELOADS_PER_TASK})) {`,
    `    const link = document.createElement("link");`,
    `    link.rel = "modulepreload";`,
    `    link.href = href;`,
    `    links.append(link);`,
    `  }`,
    `  document.head.append(links);`,
    `  await pause();`,
    `}`,
    `for (const href of ${JSON.stringify(evaluate)}) {`,
    `  await import(href);`,
    `  await pause();`,
    `}`,
    `const [${names.join(", ")}] = await Promise.all([${imports
      .map((i) => `import(${JSON.stringify(i.url)})`)
      .join(", ")}]);`,
    `window.__reactRouterRouteModules = ${assignment};`,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");

  const start = boot.index + boot[0].indexOf(">") + 1;
  const end = start + boot[1]!.length;
  const rewritten = html.slice(0, start) + script + html.slice(end);
  return { html: rewritten.replace(preloadPattern, ""), modules };
}

/** The module URLs a deferred page loads after its first paint. */
export function deferredModules(html: string): string[] {
  const list = /const modules = (\[[^\]]*\]);/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
