import { chromium } from "@playwright/test";
const [base, out, widthsArg, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of widthsArg.split(",").map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    const band = width < 500 ? 1400 : 1600;
    for (let y = 0, i = 0; y < h; y += band, i++) {
      const name = `${out}/${p.replaceAll("/", "_")}-${width}-b${i}.png`;
      await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y, width, height: Math.min(band, h - y) } });
    }
    console.log(width, p, h);
  }
  await page.close();
}
await browser.close();
