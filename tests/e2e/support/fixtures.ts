import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * The base test for every spec: a console error or a CSP violation on the page
 * fails the test (as epic-stack does), and helpers for hydration and axe.
 */
export const test = base.extend<{ pageErrors: string[]; allowedErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose (a refused request, say). */
  allowedErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowedErrors }, use) => {
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
      await use(errors);
      expect(errors, "console errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until every island on the page that has started to hydrate has finished
 * (Astro removes an island's `ssr` attribute once it has). Islands that wait for a
 * first interaction (client:interaction) or for the viewport (client:visible) start
 * only then: trigger that first.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("astro-island[ssr]:not([data-waiting])")).toHaveCount(0);
}

/** Hydrates the client:interaction island holding `target` by focusing it, and waits. */
export async function hydrateByFocus(page: Page, target: import("@playwright/test").Locator) {
  await target.focus();
  await expect(
    page.locator("astro-island", { has: target }).first(),
  ).not.toHaveAttribute("ssr");
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
 * Installs a fake clock that stands still until the test moves it with
 * page.clock.runFor(): autoplay and hover delays then run on the test's time,
 * whatever the load on the machine.
 */
export async function freezeClock(page: Page) {
  const start = new Date("2026-06-01T12:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
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
