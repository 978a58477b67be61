/**
 * The CMS's page (/admin, decision 0018) in the static-host rules: its policy and
 * headers in nginx and `_headers`, its trailing-slash redirect, and none of it when the
 * build has no CMS. (tests/nginx runs the nginx rules against our server.)
 */
import { describe, expect, it } from "vitest";
import { builtPaths } from "../../src/lib/route-table";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  baseSecurityHeaders,
  cacheControl,
} from "../../server/security";
import {
  adminHostHeaders,
  allRedirects,
  headersFile,
  headersFileProblems,
  headersFor,
  nginxServer,
  parseHeadersFile,
  redirectsFile,
} from "./static-host-rules";

const pages = builtPaths();
const csps = new Map(pages.map((p) => [p, `csp for ${p}`] as const));
const siteCsp = "default-src 'self'; script-src 'self'";

describe("/admin on static hosts", () => {
  it("gives nginx a location of its own with the CMS's policy and headers, once each", () => {
    const server = nginxServer("/etc/nginx/ridgeline", csps, [], true);
    const start = server.indexOf("location = /admin {");
    expect(start).toBeGreaterThan(-1);
    const block = server.slice(start, server.indexOf("\n}", start));
    expect(block).toContain(
      `add_header Content-Security-Policy "${adminContentSecurityPolicy()}" always;`,
    );
    expect(block).toContain("try_files /admin/index.html =404;");
    expect(block).toContain(`add_header Cache-Control "${cacheControl.revalidate}" always;`);
    // Not the shared include: it would send the site's opener policy a second time.
    expect(block).not.toContain("ridgeline-headers.conf");
    for (const [name, value] of Object.entries({ ...baseSecurityHeaders, ...adminHeaders })) {
      const lines = block.split("\n").filter((line) => line.includes(`add_header ${name} `));
      expect(lines, name).toEqual([`    add_header ${name} "${value}" always;`]);
    }
    expect(nginxServer("/etc/nginx/ridgeline", csps, [], false)).not.toContain("/admin");
  });

  it("redirects /admin/ to /admin, on every host", () => {
    expect(allRedirects([], true).get("/admin/")).toBe("/admin");
    expect(redirectsFile(allRedirects([], true))).toContain("/admin/ /admin 301\n");
    expect(allRedirects([], false).has("/admin/")).toBe(false);
  });

  it("gives /admin the CMS's policy in _headers, merging no header with the site's rules", () => {
    const text = headersFile(siteCsp, pages, true);
    const files = ["/admin/index.html", "/admin/config.yml", "/assets/cms.js", "/favicon.svg"];
    expect(headersFileProblems(text, { pages: [...pages, "/admin"], files })).toEqual([]);
    const headers = headersFor(parseHeadersFile(text), "/admin");
    expect(headers.get("content-security-policy")).toEqual([adminContentSecurityPolicy()]);
    expect(headers.get("x-robots-tag")).toEqual([adminHostHeaders["X-Robots-Tag"]]);
    // The site's opener policy: the OAuth popup cannot sign in there (a token can).
    expect(headers.get("cross-origin-opener-policy")).toEqual([
      baseSecurityHeaders["Cross-Origin-Opener-Policy"],
    ]);
    for (const page of pages) {
      expect(headersFor(parseHeadersFile(text), page).get("content-security-policy")).toEqual([
        siteCsp,
      ]);
    }
    expect(headersFile(siteCsp, pages, false)).not.toContain("/admin");
  });
});
