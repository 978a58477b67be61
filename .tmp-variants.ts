import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "./server/app";
import { parseEnv, serverEnvSchema } from "./server/env";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { floorHtml, inlineStylesheets, makeFloorSite, withoutScripts } from "./scripts/lib/bench-floor";

const routes = (process.env.ROUTES ?? "/,/contact,/software/sage300").split(",");
const runs = Number(process.env.RUNS ?? 3);
const readCss = (site: string) => (href: string) => readFileSync(path.join(site, href.slice(1)), "utf8");
const noFontPreload = (h: string) => h.replace(/<link\b[^>]*\brel="preload"[^>]*as="font"[^>]*>/g, "");
const variants: Record<string, ((h: string, s: string) => string) | null> = {
  current: null,
  inline: (h, s) => inlineStylesheets(h, readCss(s)),
  "inline-nofontpreload": (h, s) => noFontPreload(inlineStylesheets(h, readCss(s))),
  "inline-nofontpreload-noscript": (h, s) => withoutScripts(noFontPreload(inlineStylesheets(h, readCss(s)))),
  "nofontpreload": (h) => noFontPreload(h),
  floor: floorHtml,
};
const sites: { name: string; origin: string }[] = [];
let port = 3410;
for (const [name, transform] of Object.entries(variants)) {
  const dir = transform ? makeFloorSite("build/client", routes, transform) : "build/client";
  const env = parseEnv(serverEnvSchema, { ...process.env, PORT: String(port), LOG_LEVEL: "warn", SITE_DIR: dir, DATA_DIR: mkdtempSync(path.join(tmpdir(), "v-")) });
  const app = await buildApp(env);
  await app.listen({ port: env.PORT, host: "127.0.0.1" });
  sites.push({ name, origin: `http://127.0.0.1:${port}` });
  port += 1;
}
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic"] });
const res = new Map<string, { fcp: number[]; lcp: number[]; tbt: number[] }>();
for (let r = 0; r < runs; r++) {
  for (const route of routes) for (const s of sites) {
    const out = await lighthouse(s.origin + route, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const a = out!.lhr.audits;
    const key = `${route} ${s.name}`;
    const e = res.get(key) ?? { fcp: [], lcp: [], tbt: [] };
    e.fcp.push(Math.round(a["first-contentful-paint"].numericValue!));
    e.lcp.push(Math.round(a["largest-contentful-paint"].numericValue!));
    e.tbt.push(Math.round(a["total-blocking-time"].numericValue!));
    res.set(key, e);
  }
  console.error("run", r + 1);
}
await chrome.kill();
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [k, v] of res) console.log(k.padEnd(50), "FCP", med(v.fcp), "LCP", med(v.lcp), "TBT", med(v.tbt), JSON.stringify(v.lcp));
process.exit(0);
