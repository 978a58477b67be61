import { describe, expect, it } from "vitest";
import { redirectMap } from "../../app/lib/route-table";
import { headersFile, nginxMaps, nginxServer, redirectsFile } from "./static-host-rules";

const csps = new Map([
  ["/", "default-src 'self'; script-src 'self' 'sha256-abc='"],
  ["/404", "default-src 'self'"],
]);

describe("static-host rules", () => {
  it("lists every redirect of the route table in _redirects, then the 404 rule", () => {
    const lines = redirectsFile().trim().split("\n");
    expect(lines).toHaveLength(redirectMap().size + 1);
    expect(lines).toContain("/company/contact /contact 301");
    expect(lines).toContain("/software/ /software 301");
    expect(lines.at(-1)).toBe("/* /404/index.html 404");
  });

  it("gives each page its CSP in _headers and caches hashed assets for a year", () => {
    const file = headersFile(csps);
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(file).toContain(
      "/\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='",
    );
    expect(file).toContain("X-Content-Type-Options: nosniff");
  });

  it("maps redirects and CSPs for nginx, quoting values", () => {
    const maps = nginxMaps(csps);
    expect(maps).toContain(`"/company/contact" "/contact";`);
    expect(maps).toContain(`"/" "default-src 'self'; script-src 'self' 'sha256-abc='";`);
    expect(maps).toContain(`default "default-src 'self'";`);
  });

  it("serves pages exactly, answers unknown paths with the 404 page and keeps query strings", () => {
    const server = nginxServer("/etc/nginx/ridgeline");
    expect(server).toContain("return 301 $ridgeline_redirect$is_args$args;");
    expect(server).toContain("error_page 404 /404/index.html;");
    expect(server).toContain("location = /software/sage300 {");
    expect(server).toContain("try_files /software/sage300/index.html =404;");
    expect(server).toContain("include /etc/nginx/ridgeline/ridgeline-headers.conf;");
  });
});
