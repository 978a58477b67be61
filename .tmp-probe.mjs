import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const urls = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu"] });
for (const url of urls) {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r.lhr.audits;
  console.log("==", url, "perf", Math.round(r.lhr.categories.performance.score*100), "FCP", Math.round(a["first-contentful-paint"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue), "bench", r.lhr.environment.benchmarkIndex);
  const el = a["largest-contentful-paint-element"]?.details;
  for (const item of el?.items ?? []) {
    if (item.type === "table") for (const row of item.items) console.log("  ", JSON.stringify(row).slice(0, 220));
  }
  const walk = (chains, depth) => { for (const [id, c] of Object.entries(chains ?? {})) { console.log("  ".repeat(depth+1) + "chain", c.request.url.replace(/^https?:\/\/[^/]+/, ""), Math.round((c.request.endTime - c.request.startTime)*1000) + "ms", c.request.transferSize); walk(c.children, depth+1); } };
  walk(a["critical-request-chains"]?.details?.chains, 0);
  for (const i of a["render-blocking-resources"]?.details?.items ?? []) console.log("  blocking", i.url, i.wastedMs);
  for (const key of ["render-blocking-insight","lcp-discovery-insight","lcp-phases-insight","network-dependency-tree-insight"]) if (a[key]) console.log("  ", key, a[key].displayValue ?? "", a[key].score);
}
await chrome.kill();
