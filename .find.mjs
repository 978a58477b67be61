import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const [url, sel, w] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: Number(w), height: 900 } });
await p.goto(url, { waitUntil: "networkidle" });
await p.addStyleTag({ content: "* { content-visibility: visible !important; }" });
const box = await p.locator(sel).first().boundingBox();
console.log(JSON.stringify(box));
await b.close();
