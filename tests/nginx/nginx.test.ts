/**
 * The generated nginx rules (build/static-host/) run by a real nginx against the
 * real build, compared response by response with our own server: same status,
 * same Location, same body, same CSP, security headers and caching. Skipped,
 * with the reason in the test name, when there is no nginx or no build.
 */
import { pressReleaseRedirects } from "../../src/content/press-release-addresses";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedPages, notFoundPath, redirectMap } from "../../src/lib/route-table";
import { buildApp } from "../../server/app";
import { baseSecurityHeaders, cacheControl } from "../../server/security";
import { listFiles } from "../../server/site";

const nginxBin = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/bin/nginx"].find((f) =>
  existsSync(f),
);
const clientDir = path.resolve("build/client");
const rulesDir = path.resolve("build/static-host");
const built =
  existsSync(path.join(clientDir, "index.html")) &&
  existsSync(path.join(rulesDir, "ridgeline-server.conf"));
const skipReason = !nginxBin
  ? "skipped: no nginx binary (install nginx-light)"
  : !built
    ? "skipped: no build (run npm run build first)"
    : "";
if (skipReason) console.warn(`tests/nginx: ${skipReason}`);

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function get(
  port: number,
  urlPath: string,
  headers: http.OutgoingHttpHeaders = {},
  method = "GET",
) {
  return new Promise<Reply>((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: urlPath, headers, agent, method },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, nginx: ChildProcess, log: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}:\n${log()}`);
}

function nginxConf(tmp: string, port: number): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(tmp, name)};`;
  const mimeTypes = existsSync("/etc/nginx/mime.types")
    ? "include /etc/nginx/mime.types;"
    : "types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }";
  return `daemon off;
master_process off;
worker_processes 1;
error_log ${path.join(tmp, "error.log")} warn;
pid ${path.join(tmp, "nginx.pid")};
events { worker_connections 64; }
http {
    ${mimeTypes}
    default_type application/octet-stream;
    access_log ${path.join(tmp, "access.log")};
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
    include ${path.join(rulesDir, "ridgeline-maps.conf")};
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${clientDir};
        include ${path.join(rulesDir, "ridgeline-server.conf")};
        # A failure to answer, for the error page test (ours gets a route that throws).
        location = /__fail { return 500; }
    }
}
`;
}

/** The headers both servers must agree on. */
function policyHeaders(headers: http.IncomingHttpHeaders | Record<string, unknown>) {
  const pick = (name: string) => headers[name.toLowerCase()];
  return {
    ...Object.fromEntries(Object.keys(baseSecurityHeaders).map((name) => [name, pick(name)])),
    "Content-Security-Policy": pick("Content-Security-Policy"),
    "Cache-Control": pick("Cache-Control"),
  };
}

describe.skipIf(Boolean(skipReason))(`nginx with the generated rules ${skipReason}`, () => {
  let tmp = "";
  let port = 0;
  let nginx: ChildProcess;
  let ours: FastifyInstance;
  const errorLog = () =>
    existsSync(path.join(tmp, "error.log"))
      ? readFileSync(path.join(tmp, "error.log"), "utf8")
      : "";

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "ridgeline-nginx-"));
    port = await freePort();
    writeFileSync(path.join(tmp, "nginx.conf"), nginxConf(tmp, port));
    nginx = spawn(nginxBin!, ["-p", tmp, "-e", path.join(tmp, "error.log"), "-c", "nginx.conf"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    await waitForPort(port, nginx, () => `${stderr}\n${errorLog()}`);
    // Our server, built with the same environment as the build's rules.
    ours = await buildApp({
      SITE_DIR: clientDir,
      MEDIA_BASE_URL: process.env.MEDIA_BASE_URL,
      RELAY_URL: process.env.RELAY_URL,
      VITALS_URL: process.env.VITALS_URL,
      LOG_LEVEL: "silent",
    });
    ours.get("/__fail", () => {
      throw new Error("failed on purpose");
    });
  });

  afterAll(async () => {
    agent.destroy();
    nginx?.kill("SIGTERM");
    await ours?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  async function oursGet(urlPath: string, headers: Record<string, string> = {}, method = "GET") {
    const response = await ours.inject({
      method: method as "GET",
      url: urlPath,
      headers,
      ...(method === "GET" || method === "HEAD" ? {} : { payload: "" }),
    });
    return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
  }

  it("serves every page of both languages with 200, its HTML and the same headers as our server", async () => {
    for (const page of localizedPages) {
      const [theirs, mine] = await Promise.all([get(port, page.path), oursGet(page.path)]);
      expect(theirs.status, page.path).toBe(200);
      expect(theirs.headers["content-type"], page.path).toBe("text/html; charset=utf-8");
      expect(theirs.headers["content-type"], page.path).toBe(mine.headers["content-type"]);
      expect(theirs.body.equals(mine.body), `${page.path} body`).toBe(true);
      expect(policyHeaders(theirs.headers), page.path).toEqual(policyHeaders(mine.headers));
      expect(theirs.headers["content-security-policy"], page.path).toMatch(/script-src 'self'/);
    }
  });

  it("serves the CMS at /admin with its own policy and headers, like our server (decision 0018)", async () => {
    const [theirs, mine] = await Promise.all([get(port, "/admin"), oursGet("/admin")]);
    expect(theirs.status).toBe(200);
    expect(theirs.body.equals(mine.body)).toBe(true);
    for (const name of [
      ...Object.keys(baseSecurityHeaders),
      "Content-Security-Policy",
      "Cache-Control",
      "X-Robots-Tag",
    ]) {
      expect(theirs.headers[name.toLowerCase()], name).toBe(mine.headers[name.toLowerCase()]);
    }
    expect(theirs.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const [slash, ourSlash] = await Promise.all([get(port, "/admin/?a=1"), oursGet("/admin/?a=1")]);
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe(ourSlash.headers.location);
    expect((await get(port, "/admin/config.yml")).status).toBe(200);
    expect((await get(port, "/admin/index.html")).status).toBe(404);
  });

  it("answers a press release's first address with 301 to its address, like our server", async () => {
    const entries = [...pressReleaseRedirects()];
    expect(entries.length).toBeGreaterThan(0);
    for (const [from, to] of entries) {
      const query = "?utm_source=news";
      const [theirs, mine] = await Promise.all([get(port, from + query), oursGet(from + query)]);
      expect(theirs.status, from).toBe(301);
      expect(theirs.headers.location, from).toBe(`${to}${query}`);
      expect(mine.status, from).toBe(301);
      expect(mine.headers.location, from).toBe(`${to}${query}`);
    }
  });

  it("answers every redirect of the route table with 301 to the same Location, query kept", async () => {
    const entries = [...redirectMap()];
    for (let i = 0; i < entries.length; i += 8) {
      await Promise.all(
        entries.slice(i, i + 8).map(async ([from, to]) => {
          const theirs = await get(port, encodeURI(from));
          expect(theirs.status, from).toBe(301);
          expect(theirs.headers.location, from).toBe(to);
        }),
      );
    }
    for (const [from, to] of entries.filter((_, i) => i % 50 === 0)) {
      const query = "?utm_source=news&x=a%20b";
      const [theirs, mine] = await Promise.all([get(port, from + query), oursGet(from + query)]);
      expect(theirs.status, from).toBe(301);
      expect(theirs.headers.location, from).toBe(`${to}${query}`);
      expect(theirs.headers.location, from).toBe(mine.headers.location);
    }
  });

  it.each([
    "/no-such-page",
    "/software/sage-500",
    notFoundPath,
    "/404.html",
    "/software/index.html",
    "/_redirects",
    "/_headers",
    "/.vite/manifest.json",
    "/assets/",
    "/assets/missing.js",
    "//robots.txt",
    "///robots.txt",
    "//contact",
    "/index.html.br",
    "/index.html.gz",
    "/robots.txt.gz",
    "/sitemap-0.xml.br",
    "/favicon.ico.gz",
    "/500",
    "/500.html",
  ])("answers %s with 404 and the 404 page, like our server", async (urlPath) => {
    const notFoundHtml = readFileSync(path.join(clientDir, "404.html"));
    const [theirs, mine] = await Promise.all([get(port, urlPath), oursGet(urlPath)]);
    expect(mine.status).toBe(404);
    expect(theirs.status).toBe(404);
    expect(theirs.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(theirs.body.equals(notFoundHtml)).toBe(true);
    expect(policyHeaders(theirs.headers)).toEqual(policyHeaders(mine.headers));
  });

  it.each([
    "/fr/no-such-page",
    "/fr/logiciels/sage400",
    "/fr/404",
    "/fr/500",
    "/fr/logiciels/index.html",
  ])("answers %s with 404 and the French 404 page, like our server", async (urlPath) => {
    const notFoundHtml = readFileSync(path.join(clientDir, "fr/404/index.html"));
    const [theirs, mine] = await Promise.all([get(port, urlPath), oursGet(urlPath)]);
    expect(mine.status).toBe(404);
    expect(theirs.status).toBe(404);
    expect(mine.body.equals(notFoundHtml)).toBe(true);
    expect(theirs.body.equals(notFoundHtml)).toBe(true);
    expect(policyHeaders(theirs.headers)).toEqual(policyHeaders(mine.headers));
  });

  it("caches hashed assets for a year, immutable, with the security headers", async () => {
    const assets = listFiles(path.join(clientDir, "assets"))
      .filter((f) => /\.(js|css|woff2)$/.test(f))
      .map((f) => `/assets/${f}`);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const [theirs, mine] = await Promise.all([get(port, asset), oursGet(asset)]);
      expect(theirs.status, asset).toBe(200);
      expect(theirs.headers["cache-control"], asset).toBe(cacheControl.immutable);
      expect(theirs.headers["cache-control"], asset).toBe(mine.headers["cache-control"]);
      expect(theirs.body.equals(mine.body), asset).toBe(true);
      for (const [name, value] of Object.entries(baseSecurityHeaders)) {
        expect(theirs.headers[name.toLowerCase()], `${asset} ${name}`).toBe(value);
      }
      expect(policyHeaders(theirs.headers), asset).toEqual(policyHeaders(mine.headers));
    }
  });

  it("serves the search index like our server: chunks immutable, Pagefind's own files revalidated", async () => {
    const bundle = listFiles(path.join(clientDir, "pagefind"))
      .filter((f) => !/\.(br|gz)$/.test(f))
      .map((f) => `/pagefind/${f}`);
    const chunks = bundle.filter((f) => /^\/pagefind\/(index|fragment|filter)\//.test(f));
    expect(chunks.length).toBeGreaterThan(10);
    for (const file of [...bundle.filter((f) => !chunks.includes(f)), ...chunks.slice(0, 12)]) {
      const [theirs, mine] = await Promise.all([get(port, file), oursGet(file)]);
      expect(theirs.status, file).toBe(200);
      expect(theirs.headers["cache-control"], file).toBe(
        chunks.includes(file) ? cacheControl.immutable : cacheControl.revalidate,
      );
      expect(policyHeaders(theirs.headers), file).toEqual(policyHeaders(mine.headers));
      expect(theirs.body.equals(mine.body), file).toBe(true);
    }
  });

  it("serves the other build files with the same caching as our server", async () => {
    const files = [
      "/robots.txt",
      "/sitemap-index.xml",
      "/sitemap-0.xml",
      "/rss.xml",
      "/fr/rss.xml",
      "/favicon-48.png",
      "/favicon.ico",
      "/og-default.png",
      "/share/software-sage300.png",
    ];
    const media = listFiles(path.join(clientDir, "media")).filter(
      (f) => !/\.(br|gz)$/.test(f) && !path.basename(f).startsWith("."),
    );
    files.push(`/media/${media[0]}`);
    for (const file of files) {
      const [theirs, mine] = await Promise.all([get(port, file), oursGet(file)]);
      expect(theirs.status, file).toBe(200);
      expect(policyHeaders(theirs.headers), file).toEqual(policyHeaders(mine.headers));
      expect(theirs.body.equals(mine.body), file).toBe(true);
    }
  });

  it("sends the precompressed gzip copy of a page to clients that accept it", async () => {
    const theirs = await get(port, "/software", { "Accept-Encoding": "gzip" });
    expect(theirs.status).toBe(200);
    expect(theirs.headers["content-encoding"]).toBe("gzip");
    expect(theirs.body.equals(readFileSync(path.join(clientDir, "software/index.html.gz")))).toBe(
      true,
    );
  });

  it("answers a path with a doubled slash inside with 404, like our server", async () => {
    const asset = listFiles(path.join(clientDir, "assets")).find((f) => f.endsWith(".js"))!;
    for (const urlPath of [`/assets//${asset}`, `//assets/${asset}`]) {
      const [theirs, mine] = await Promise.all([get(port, urlPath), oursGet(urlPath)]);
      expect(mine.status, urlPath).toBe(404);
      expect(theirs.status, urlPath).toBe(404);
      expect(theirs.body.equals(mine.body), urlPath).toBe(true);
    }
  });

  it("gives SVG files the same policy of their own as our server", async () => {
    for (const file of ["/favicon.svg", "/logo.svg"]) {
      const [theirs, mine] = await Promise.all([get(port, file), oursGet(file)]);
      expect(theirs.status, file).toBe(200);
      expect(theirs.headers["content-security-policy"], file).toMatch(
        /^default-src 'none';.*sandbox$/,
      );
      expect(policyHeaders(theirs.headers), file).toEqual(policyHeaders(mine.headers));
    }
  });

  it.each([
    ["POST", "/contact"],
    ["DELETE", "/"],
    ["PUT", "/robots.txt"],
  ])("answers %s %s with 405 and Allow: GET, HEAD, like our server", async (method, urlPath) => {
    const [theirs, mine] = await Promise.all([
      get(port, urlPath, { "Content-Length": "0" }, method),
      oursGet(urlPath, {}, method),
    ]);
    expect(mine.status).toBe(405);
    expect(theirs.status).toBe(405);
    expect(theirs.headers.allow).toBe("GET, HEAD");
    expect(theirs.headers.allow).toBe(mine.headers.allow);
    expect(JSON.parse(theirs.body.toString())).toEqual(JSON.parse(mine.body.toString()));
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      expect(theirs.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it("answers a failure with the build's error page, status 500 and its CSP, like our server", async () => {
    const errorHtml = readFileSync(path.join(clientDir, "500.html"));
    const [theirs, mine] = await Promise.all([get(port, "/__fail"), oursGet("/__fail")]);
    expect(mine.status).toBe(500);
    expect(theirs.status).toBe(500);
    expect(theirs.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(theirs.body.equals(errorHtml)).toBe(true);
    expect(mine.body.equals(errorHtml)).toBe(true);
    expect(theirs.body.toString()).toContain("Unexpected Application Error!");
    expect(policyHeaders(theirs.headers)).toEqual(policyHeaders(mine.headers));
  });
});
