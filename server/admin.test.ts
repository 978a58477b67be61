/**
 * The content editor's page (/admin, decision 0018) as our server answers it: its own
 * policy and headers, its configuration as a build file, and nothing of it on the other
 * pages. Against createServer() on loopback, with a stand-in build.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "./app";
import { parseEnv, serverEnvSchema } from "./env";
import { adminContentSecurityPolicy, adminGitHubOrigins } from "./security";
import { removeTempDirs, tempDataDir } from "../tests/relay/support/harness";
import { fakeSite, httpRequest, listen } from "../tests/relay/support/site";

async function serve(siteDir: string) {
  const app = await createServer(
    parseEnv(serverEnvSchema, { SITE_DIR: siteDir, DATA_DIR: tempDataDir(), LOG_LEVEL: "silent" }),
  );
  return { app, port: await listen(app) };
}

let withAdmin: { app: FastifyInstance; port: number };
let withoutAdmin: { app: FastifyInstance; port: number };

beforeAll(async () => {
  const site = fakeSite();
  mkdirSync(path.join(site, "admin"));
  writeFileSync(
    path.join(site, "admin/index.html"),
    '<!doctype html><html lang="en"><title>CMS</title><script type="module" src="/assets/cms.js"></script></html>',
  );
  writeFileSync(path.join(site, "admin/config.yml"), "backend:\n  name: github\n");
  withAdmin = await serve(site);
  withoutAdmin = await serve(fakeSite());
});

afterAll(async () => {
  await withAdmin?.app.close();
  await withoutAdmin?.app.close();
  removeTempDirs();
});

describe("/admin", () => {
  it("answers with the CMS's own policy, out of search engines, able to open a sign-in popup", async () => {
    const response = await httpRequest(withAdmin.port, "GET", "/admin");
    expect(response.status).toBe(200);
    expect(response.headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["strict-transport-security"]).toBeDefined();
  });

  it.each([
    ["/admin/", "/admin"],
    ["/admin/?x=1", "/admin?x=1"],
  ])("%s → 301 %s", async (target, location) => {
    const response = await httpRequest(withAdmin.port, "GET", target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it("serves its configuration as YAML, and never the page by its file name", async () => {
    const config = await httpRequest(withAdmin.port, "GET", "/admin/config.yml");
    expect(config.status).toBe(200);
    expect(config.headers["content-type"]).toMatch(/^text\/yaml/);
    expect((await httpRequest(withAdmin.port, "GET", "/admin/index.html")).status).toBe(404);
  });

  it("is a 404 in a build without the CMS", async () => {
    expect((await httpRequest(withoutAdmin.port, "GET", "/admin")).status).toBe(404);
  });

  it("leaves the other pages' policy without the CMS's sources", async () => {
    const response = await httpRequest(withAdmin.port, "GET", "/");
    const policy = response.headers["content-security-policy"]!;
    for (const origin of [...adminGitHubOrigins.connect, ...adminGitHubOrigins.img]) {
      expect(policy).not.toContain(origin);
    }
    expect(policy).not.toContain("blob:");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["x-robots-tag"]).toBeUndefined();
  });
});

describe("adminContentSecurityPolicy", () => {
  const directives = new Map(
    adminContentSecurityPolicy()
      .split("; ")
      .map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)] as const),
  );

  it("runs scripts from our own origin only: no other host, no eval, no inline script", () => {
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(adminContentSecurityPolicy()).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    expect(directives.get("font-src")).toEqual(["'self'"]);
  });

  it("talks to GitHub's API and nothing else beyond our origin", () => {
    expect(directives.get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "data:",
      "https://api.github.com",
      "https://www.githubstatus.com",
    ]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("default-src")).toEqual(["'self'"]);
  });
});
