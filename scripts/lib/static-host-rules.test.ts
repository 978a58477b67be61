import { describe, expect, it } from "vitest";
import { builtPaths, localizedPages, redirectMap } from "../../src/lib/route-table";
import { cacheControl, fileContentSecurityPolicy } from "../../server/security";
import {
  headersFile,
  headersFileLimits,
  headersFileProblems,
  headersFor,
  nginxMaps,
  nginxServer,
  parseHeadersFile,
  redirectsFile,
} from "./static-host-rules";

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

  const pages = builtPaths();
  const files = [
    "/index.html",
    "/software/sage300/index.html",
    "/assets/island.js",
    "/assets/logo.hash.svg",
    "/favicon.svg",
    "/media/brochure.pdf",
    "/pagefind/index/en_1.pf_index",
    "/pagefind/pagefind.js",
    "/share/home.png",
  ];
  const siteCsp = "default-src 'self'; script-src 'self' 'sha256-abc='";

  it("gives every page one site-wide policy and merges no header, within Cloudflare's limits", () => {
    const text = headersFile(siteCsp, pages);
    expect(headersFileProblems(text, { pages, files })).toEqual([]);
    const rules = parseHeadersFile(text);
    expect(rules.length).toBeLessThanOrEqual(headersFileLimits.rules);
    const one = (pathname: string, name: string) => headersFor(rules, pathname).get(name);
    for (const page of pages) {
      expect(one(page, "content-security-policy"), page).toEqual([siteCsp]);
      expect(one(page, "cache-control"), page).toEqual([cacheControl.revalidate]);
    }
    expect(one("/assets/island.js", "cache-control")).toEqual([cacheControl.immutable]);
    expect(one("/assets/island.js", "content-security-policy")).toBeUndefined();
    expect(one("/pagefind/index/en_1.pf_index", "cache-control")).toEqual([cacheControl.immutable]);
    expect(one("/media/brochure.pdf", "cache-control")).toEqual([cacheControl.media]);
    for (const svg of ["/favicon.svg", "/assets/logo.hash.svg"]) {
      expect(one(svg, "content-security-policy")).toEqual([fileContentSecurityPolicy]);
    }
    for (const file of files) {
      expect(one(file, "x-content-type-options"), file).toEqual(["nosniff"]);
    }
  });

  it.each([
    {
      problem: "more rules than Cloudflare Pages reads",
      text: Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-A: 1`).join("\n\n"),
      expected: "101 rules: Cloudflare Pages reads at most 100",
    },
    {
      problem: "a line over the length limit",
      text: `/*\n  Content-Security-Policy: ${"a".repeat(2000)}`,
      expected: "a line of 2027 characters: the limit is 2000",
    },
    {
      problem: "two splats",
      text: "/*/x/*\n  X-A: 1",
      expected: "/*/x/*: more than one splat",
    },
    {
      problem: "two cache rules on one file",
      text: "/*\n  Cache-Control: no-cache\n\n/assets/*\n  Cache-Control: immutable",
      expected: "/assets/island.js: cache-control is set by 2 rules",
    },
    {
      problem: "a page without a policy",
      text: "/*\n  X-A: 1",
      expected: "/: a page with no policy",
    },
    {
      problem: "an SVG that may run script",
      text: "/*\n  Content-Security-Policy: default-src 'self'",
      expected: "/favicon.svg: an SVG without the policy that runs nothing",
    },
  ])("finds $problem", ({ text, expected }) => {
    expect(headersFileProblems(text, { pages: ["/"], files })).toContain(expected);
  });

  it("refuses a header line that is not Name: value", () => {
    expect(() => parseHeadersFile("/*\n  not a header")).toThrow(/line 2 is not "Name: value"/);
  });

  it("matches patterns like the hosts: a splat spans folders, a placeholder one segment", () => {
    const rules = parseHeadersFile(
      "/*.svg\n  X-A: svg\n\n/docs/:slug\n  X-B: doc\n\n/\n  X-C: home",
    );
    expect(headersFor(rules, "/media/a/b.svg").get("x-a")).toEqual(["svg"]);
    expect(headersFor(rules, "/docs/one").get("x-b")).toEqual(["doc"]);
    expect(headersFor(rules, "/docs/one/two").get("x-b")).toBeUndefined();
    expect(headersFor(rules, "/").get("x-c")).toEqual(["home"]);
    expect(headersFor(rules, "/x").get("x-c")).toBeUndefined();
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
