import { readdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** The Inter file the build wrote (decision 0009). */
const fontPath = `/assets/${readdirSync("build/client/assets").find((file) => /^inter-.+\.woff2$/.test(file))}`;

/**
 * Puts Inter in the context's cache, as a visitor's second page has it. The face is
 * `font-display: optional`: a page uses it only if it arrives within about 100 ms, else
 * it reads in the fallback. On a busy test machine a file from the server can miss that,
 * and every check of a layout would then depend on timing; from the cache it cannot.
 */
async function cacheFont(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/healthz`);
  await page.evaluate(async (url) => {
    await (await fetch(url)).arrayBuffer();
  }, fontPath);
}

/**
 * The base test for every spec: a console error or a CSP violation on the page
 * fails the test (as epic-stack does), Inter is in the cache (cacheFont), and helpers
 * for islands, axe and time.
 */
export const test = base.extend<{ allowedErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose (a refused request, say). */
  allowedErrors: [[], { option: true }],
  // On the page fixture rather than an automatic one, so a test that only sends
  // requests opens no browser page.
  page: async ({ page, allowedErrors, baseURL }, use) => {
    await cacheFont(page, baseURL!);
    const errors: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" && !allowedErrors.some((re) => re.test(text))) {
        errors.push(text);
      }
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(page);
    expect(errors, "console errors or CSP violations").toEqual([]);
  },
});

export { expect };

/**
 * The one script every page loads once it has loaded (decision 0005, 0019): the search
 * launcher island, which opens the header's search dialog on its link or the / key,
 * its small imports (shared with the product pages' media links) and the renderer of
 * islands without a framework. Nothing of search itself.
 */
export const launcherScripts = [
  /^\/assets\/search-launcher\.[\w.-]+\.js$/,
  /^\/assets\/island\.[\w-]+\.js$/,
  /^\/assets\/preload-helper\.[\w-]+\.js$/,
  /^\/assets\/vanilla-client\.[\w-]+\.js$/,
] as const;

export const isLauncherScript = (path: string) => launcherScripts.some((re) => re.test(path));

/** The scripts (by path) a page loads beyond the search launcher's. */
export const pageOwnScripts = (paths: readonly string[]) =>
  paths.filter((path) => !isLauncherScript(path));

/** The island (Astro's <astro-island> element) that holds `target`. */
export function islandOf(target: Locator): Locator {
  return target.page().locator("astro-island", { has: target }).last();
}

/**
 * Brings the island holding `target` to life the way a visitor would, and waits
 * until Astro has hydrated it (it removes the island's `ssr` attribute then): a
 * client:visible island by scrolling `target` into view, a client:interaction
 * island by moving the keyboard focus onto `target`, as a Tab would.
 */
export async function hydrate(target: Locator) {
  const island = islandOf(target);
  await expect(island, "an island holds the target").toHaveCount(1);
  if ((await island.getAttribute("client")) === "visible") {
    await target.scrollIntoViewIfNeeded();
  } else {
    await target.focus();
  }
  await expect(island).not.toHaveAttribute("ssr");
}

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Whether Chromium tells assistive technology that the control with this role and
 * name is expanded (undefined: it exposes no such state). Read from the browser's
 * own accessibility tree over CDP, because a popover's invoker is expanded by
 * `popovertarget`, not by aria-expanded, which is all Playwright's toBeExpanded()
 * reads (and which the W3C checker forbids beside popovertarget). Chromium applies
 * text-transform to names, so names are compared without case.
 */
export async function axExpanded(
  page: Page,
  role: "button" | "DisclosureTriangle",
  name: string | RegExp,
): Promise<boolean | undefined> {
  const named = (value: string) =>
    typeof name === "string" ? value.toLowerCase() === name.toLowerCase() : name.test(value);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const matches = nodes.filter(
      (node) => !node.ignored && node.role?.value === role && named(String(node.name?.value ?? "")),
    );
    expect(matches, `one ${role} named ${String(name)} in the accessibility tree`).toHaveLength(1);
    const state = matches[0]!.properties?.find((p) => p.name === "expanded");
    return state === undefined ? undefined : Boolean(state.value.value);
  } finally {
    await cdp.detach();
  }
}

/** Waits until Chromium exposes the control as expanded (or collapsed). */
export async function expectExpanded(
  page: Page,
  role: "button" | "DisclosureTriangle",
  name: string | RegExp,
  expanded = true,
) {
  await expect
    .poll(
      () => axExpanded(page, role, name),
      `${String(name)} ${expanded ? "expanded" : "collapsed"}`,
    )
    .toBe(expanded);
}

/**
 * Installs a fake clock that stands still until the test moves it with
 * page.clock.runFor(): autoplay and other script timers then run on the test's
 * time, whatever the load on the machine.
 */
export async function freezeClock(page: Page) {
  const start = new Date("2026-06-01T12:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * The fake clock's counterpart for CSS: stops the page's animation timeline (over
 * CDP), so a transition starts and then waits, whatever the load on the machine;
 * runFor() moves every running transition on by that many milliseconds. The
 * header's hover delays are CSS transition delays, which page.clock cannot reach.
 * Call it after page.goto(): it holds for the current document.
 */
export async function freezeTransitions(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
  return {
    runFor: (ms: number) =>
      page.evaluate((step) => {
        for (const animation of document.getAnimations()) {
          // Time-based only: a scroll-driven one (the back-to-top link) moves with scrolling.
          if (animation.timeline !== document.timeline) continue;
          animation.currentTime = Number(animation.currentTime ?? 0) + step;
        }
      }, ms),
  };
}

/**
 * Waits until the page has run the tasks already queued, React's scheduled effects
 * among them. It posts a message to itself (a MessageChannel, which the fake clock
 * leaves alone and React's scheduler also uses), so it runs after them, whatever the
 * clock says.
 */
export async function afterPendingTasks(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
