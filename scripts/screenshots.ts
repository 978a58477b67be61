/**
 * Full-page screenshots of pages at the design widths, for reviewing by eye.
 *   node --import tsx scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots / /contact
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { pages } from "../src/lib/route-table";

const [baseUrl = "http://127.0.0.1:3000", outDir = "screenshots", ...only] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "375,890,891,1440").split(",").map(Number);
const paths = only.length ? only : pages.map((p) => p.path);

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of paths) {
    await page.goto(baseUrl + p, { waitUntil: "networkidle" });
    // A full-page capture does not scroll, so lazy images far below the fold would not
    // load: start them all, and wait.
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const img of images) img.loading = "eager";
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    });
    const name = `${p === "/" ? "home" : p.slice(1).replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== "0" });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots: ${paths.length * widths.length} in ${outDir}`);
