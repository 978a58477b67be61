import { describe, expect, it } from "vitest";
import { builtPaths, localizedPages, redirectMap } from "../../src/lib/route-table";
import { headersFile, nginxMaps, nginxServer, redirectsFile } from "./static-host-rules";

const csps = new Map([
  ["/", "default-src 'self'; script-src 'self' 'sha256-abc='"],
  ["/404", "default-src 'self'"],
]);

const allCsps = new Map(builtPaths().map((p) => [p, `csp for ${p}`] as const));

describe("static-host rules", () => {
  it("lists every redirect of the route table in _redirects, then the 404 rules", () => {
    const lines = redirectsFile().trim().split("\n");
    expect(lines).toHaveLength(redirectMap().size + 2);
    expect(lines).toContain("/fr/logiciels/ /fr/logiciels 301");
    expect(lines.at(-2)).toBe("/fr/* /fr/404/index.html 404");
    expect(lines).toContain("/company/contact /contact 301");
    expect(lines).toContain("/software/ /software 301");
    expect(lines.at(-1)).toBe("/* /404.html 404");
  });

  it("gives each page its CSP in _headers and caches hashed assets for a year", () => {
    const file = headersFile(csps);
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(file).toContain(
      "/\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='",
    );
    expect(file).toContain("X-Content-Type-Options: nosniff");
  });

  it("maps redirects for nginx, quoting values, with hash buckets that fit the longest path", () => {
    const maps = nginxMaps();
    expect(maps).toContain(`"/company/contact" "/contact";`);
    expect(maps).not.toContain("ridgeline_csp");
    const bucket = Number(/map_hash_bucket_size (\d+);/.exec(maps)?.[1]);
    const longest = Math.max(...[...redirectMap().keys()].map((k) => k.length));
    expect(bucket).toBeGreaterThan(longest);
    expect(Math.log2(bucket) % 1).toBe(0);
  });

  it("serves pages exactly, answers unknown paths with the 404 page and keeps query strings", () => {
    const server = nginxServer("/etc/nginx/ridgeline", allCsps);
    expect(server).toContain("return 301 $ridgeline_redirect$is_args$args;");
    expect(server).toContain("absolute_redirect off;");
    expect(server).toContain("error_page 404 /404.html;");
    expect(server).toContain("location = /software/sage300 {");
    expect(server).toContain("try_files /software/sage300/index.html =404;");
    expect(server).toContain("include /etc/nginx/ridgeline/ridgeline-headers.conf;");
  });

  it("serves the French pages, and the French 404 and error pages under /fr", () => {
    const server = nginxServer("/etc/nginx/ridgeline", allCsps);
    expect(server).toContain("location = /fr/logiciels/sage300 {");
    expect(server).toContain("try_files /fr/logiciels/sage300/index.html =404;");
    expect(server).toContain("location = /fr {");
    const french = server.split("location /fr/ {")[1]?.split("\n}")[0];
    expect(french).toContain("error_page 404 /fr/404/index.html;");
    expect(french).toContain("error_page 500 502 503 504 /fr/500/index.html;");
    expect(french).toContain("error_page 405 = @ridgeline_method_not_allowed;");
    expect(server.split("location = /fr/404/index.html {")[1]?.split("\n}")[0]).toContain(
      "internal;",
    );
  });

  it("writes each page's own CSP into that page's location, the 404 page's into the 404", () => {
    const server = nginxServer("/etc/nginx/ridgeline", allCsps);
    const block = (match: string) => {
      const start = server.indexOf(`location ${match} {`);
      return server.slice(start, server.indexOf("\n}", start));
    };
    for (const page of localizedPages) {
      expect(block(`= ${page.path}`)).toContain(
        `add_header Content-Security-Policy "csp for ${page.path}" always;`,
      );
    }
    expect(block("= /404.html")).toContain(`"csp for /404"`);
    expect(block("= /fr/404/index.html")).toContain(`"csp for /fr/404"`);
    expect(block("/assets/")).not.toContain("csp for");
  });

  it("refuses to write a page location without its CSP", () => {
    expect(() => nginxServer("/x", csps)).toThrow(/No CSP for/);
  });

  it("answers paths with doubled slashes, precompressed copies and other methods like our server", () => {
    const server = nginxServer("/etc/nginx/ridgeline", allCsps);
    expect(nginxMaps()).toContain(
      'map $request_uri $ridgeline_empty_segment {\n    default 0;\n    "~^[^?]*//" 1;',
    );
    const guard = "if ($ridgeline_empty_segment) { return 404; }";
    const locations = server.split("\nlocation ").slice(1);
    for (const block of locations) {
      if (block.includes("internal;") || block.startsWith("@")) expect(block).not.toContain(guard);
      else expect(block, block.slice(0, 40)).toContain(guard);
    }
    expect(server).toContain("location ~ (^|/)[._]|\\.(html|br|gz)$ {");
    expect(server).toContain("error_page 405 = @ridgeline_method_not_allowed;");
    expect(server).toContain('add_header Allow "GET, HEAD" always;');
    expect(server).toContain("if ($request_method !~ ^(GET|HEAD)$) { return 405; }");
  });

  it("gives SVG files their own policy through a map, and other files none", () => {
    const maps = nginxMaps();
    expect(maps).toContain('map $uri $ridgeline_file_csp {\n    default "";\n');
    expect(maps).toContain(String.raw`"~*\.svg$" "default-src 'none';`);
    expect(maps).toMatch(/svg\$" "[^"]*sandbox";/);
    const server = nginxServer("/etc/nginx/ridgeline", allCsps);
    const block = server.slice(server.indexOf("location /assets/ {"));
    expect(block.slice(0, block.indexOf("\n}"))).toContain(
      "add_header Content-Security-Policy $ridgeline_file_csp always;",
    );
  });

  it("serves the error page, with its own CSP, for 500, 502, 503 and 504", () => {
    const server = nginxServer("/etc/nginx/ridgeline", allCsps);
    expect(server).toContain("error_page 500 502 503 504 /500.html;");
    const start = server.indexOf("location = /500.html {");
    const block = server.slice(start, server.indexOf("\n}", start));
    expect(block).toContain("internal;");
    expect(block).toContain(`add_header Content-Security-Policy "csp for /500" always;`);
  });
});
