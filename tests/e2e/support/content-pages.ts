import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Checks shared by the software and services specs (hydration and axe live in ./fixtures). */

/** No link without a destination: missing href, href="" or href="#". */
export async function expectNoEmptyLinks(page: Page) {
  const empty = await page.locator("a").evaluateAll((links) =>
    links
      .filter((a) => {
        const href = a.getAttribute("href");
        return href === null || href.trim() === "" || href.trim() === "#";
      })
      .map((a) => a.outerHTML.slice(0, 120)),
  );
  expect(empty).toEqual([]);
}

/** The 'Software and IT Support' side list, with the current page marked when it is listed. */
export async function expectSideList(page: Page, currentLabel?: string) {
  const side = page.locator("aside").filter({
    has: page.getByRole("heading", { name: "Software and IT Support" }),
  });
  await expect(side).toBeVisible();
  // Every product and service page, the one being read marked.
  await expect(side.getByRole("link")).toHaveCount(10);
  if (currentLabel) {
    await expect(side.getByRole("link", { name: currentLabel, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
}

/** Every image on the page (src and srcset candidates) answers 200 with an image type. */
export async function expectImagesResolve(page: Page, request: APIRequestContext) {
  const urls = await page.locator("main img").evaluateAll((imgs) =>
    imgs.flatMap((img) => {
      const el = img as HTMLImageElement;
      const set = (el.getAttribute("srcset") ?? "")
        .split(",")
        .map((c) => c.trim().split(/\s+/)[0])
        .filter((u): u is string => Boolean(u));
      return [el.getAttribute("src") ?? "", ...set];
    }),
  );
  expect(urls.length).toBeGreaterThan(0);
  for (const url of new Set(urls)) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toMatch(/^image\//);
  }
}

/** The page's JSON-LD blocks, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}
