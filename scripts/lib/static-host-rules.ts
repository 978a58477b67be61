import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  builtPaths,
  errorPath,
  errorPathIn,
  localizedPages,
  notFoundPath,
  notFoundPathIn,
  pageFileOf,
  redirectMap,
} from "../../src/lib/route-table";
import { pressReleaseRedirects } from "../../src/content/press-release-addresses";
import { localeOfPath } from "../../src/i18n/locale";
import { collectionPagePaths, listFiles } from "../../server/site";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPath,
  baseSecurityHeaders,
  cacheControl,
  immutableFolders,
  contentSecurityPolicy,
  fileContentSecurityPolicy,
  inlineScripts,
  originsOf,
  sha256Source,
} from "../../server/security";

type Origins = { mediaBaseUrl?: string; relayUrl?: string; vitalsUrl?: string };

/** The hashes of a built page's inline scripts, as CSP sources. */
function pageScriptHashes(clientDir: string, pathname: string): string[] {
  const html = readFileSync(path.join(clientDir, pageFileOf(pathname)), "utf8");
  return inlineScripts(html).map(sha256Source);
}

/**
 * The route table's redirects, the trailing-slash form of each collection page (a
 * press release's) the build made and of the CMS's page when the build has it, and
 * each press release's first address.
 */
export function allRedirects(
  collectionPages: readonly string[] = [],
  admin = false,
): Map<string, string> {
  return new Map([
    ...redirectMap(),
    ...[...collectionPages, ...(admin ? [adminPath] : [])].map((p) => [`${p}/`, p] as const),
    // Each press release's first address (its file name) to its address in its language.
    ...[...pressReleaseRedirects()].filter(([, to]) => collectionPages.includes(to)),
  ]);
}

/** Netlify/Cloudflare Pages style: one "from to status" line per redirect. */
export function redirectsFile(redirects = allRedirects()): string {
  const lines = [...redirects].map(([from, to]) => `${from} ${to} 301`);
  // First match wins: an unknown French path gets the French not-found page.
  lines.push(`/fr/* /${pageFileOf(notFoundPathIn("fr"))} 404`);
  lines.push(`/* /${pageFileOf(notFoundPath)} 404`);
  return `${lines.join("\n")}\n`;
}

/**
 * The patterns that cover every page and nothing else of the site's files: "/" exactly,
 * and each first path segment with a splat ("/software*" for /software and below).
 */
export function pagePatterns(pages: readonly string[]): string[] {
  return [...new Set(pages.map((p) => (p === "/" ? "/" : `/${p.split("/")[1]}*`)))];
}

/**
 * Netlify / Cloudflare Pages `_headers`. The two hosts treat a header that two matching
 * rules both set differently (Cloudflare joins the values with a comma, Netlify keeps
 * the later rule's), so no two rules here set the same header on any path: the pages
 * share one policy (`siteCsp`, every page's inline-script hashes together), their own
 * cache rule and nothing else; files outside those folders keep the host's default
 * Cache-Control, which on both is "public, max-age=0, must-revalidate" like ours.
 * `headersFileProblems` proves it against the built files.
 */
export function headersFile(siteCsp: string, pages: readonly string[], admin = false): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");
  const blocks = [
    block("/*", baseSecurityHeaders),
    ...pagePatterns(pages).map((pattern) =>
      block(pattern, {
        "Content-Security-Policy": siteCsp,
        "Cache-Control": cacheControl.revalidate,
      }),
    ),
    ...immutableFolders.map((folder) =>
      block(`${folder}*`, { "Cache-Control": cacheControl.immutable }),
    ),
    block("/media/*", { "Cache-Control": cacheControl.media }),
    block("/*.svg", { "Content-Security-Policy": fileContentSecurityPolicy }),
    // The CMS's page (decision 0018), its policy and no indexing. Its opener policy stays
    // the site's ("/*" sets it, and no two rules may): see adminHostHeaders.
    ...(admin ? [block(adminPath, adminHostHeaders)] : []),
  ];
  return `${blocks.join("\n\n")}\n`;
}

/**
 * What `_headers` sends on /admin beyond the site's headers: the CMS's policy and
 * X-Robots-Tag. Not its Cross-Origin-Opener-Policy (same-origin-allow-popups, which the
 * OAuth sign-in popup needs): the "/*" rule sets the site's, and a second rule would be
 * merged differently by each host. On these hosts the CMS signs in with a GitHub token;
 * our server and nginx send the whole set.
 */
export const adminHostHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": adminContentSecurityPolicy(),
  "X-Robots-Tag": adminHeaders["X-Robots-Tag"]!,
};

export type HeaderRule = { pattern: string; headers: [name: string, value: string][] };

/** Cloudflare Pages' documented limits for `_headers`. */
export const headersFileLimits = { rules: 100, lineLength: 2000 } as const;

/** Reads `_headers` the way the hosts do: a pattern line, then indented "Name: value" lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "" || line.trimStart().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule)
      throw new Error(`_headers line ${index + 1} is not "Name: value": ${line}`);
    rule.headers.push([header[1] ?? "", header[2] ?? ""]);
  });
  return rules;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
    .join(".*");
  return new RegExp(`^${source}$`);
}

/** Every value each header gets on `pathname`, from every rule that matches it, in order. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      found.set(key, [...(found.get(key) ?? []), value]);
    }
  }
  return found;
}

/**
 * What is wrong with a `_headers` file for the hosts we name: over Cloudflare's limits, a
 * pattern with two splats, a header two rules set on one path (the hosts would merge
 * them differently), a page without a policy or an SVG without the one that runs nothing.
 */
export function headersFileProblems(
  text: string,
  { pages, files }: { pages: readonly string[]; files: readonly string[] },
): string[] {
  const problems: string[] = [];
  const rules = parseHeadersFile(text);
  if (rules.length > headersFileLimits.rules) {
    problems.push(
      `${rules.length} rules: Cloudflare Pages reads at most ${headersFileLimits.rules}`,
    );
  }
  for (const line of text.split("\n")) {
    if (line.length > headersFileLimits.lineLength) {
      problems.push(
        `a line of ${line.length} characters: the limit is ${headersFileLimits.lineLength}`,
      );
    }
  }
  for (const { pattern } of rules) {
    if (pattern.split("*").length > 2) problems.push(`${pattern}: more than one splat`);
  }
  for (const pathname of [...pages, ...files]) {
    const headers = headersFor(rules, pathname);
    for (const [name, values] of headers) {
      if (values.length > 1) problems.push(`${pathname}: ${name} is set by ${values.length} rules`);
    }
    const csp = headers.get("content-security-policy");
    if (pages.includes(pathname) && !csp) problems.push(`${pathname}: a page with no policy`);
    if (pathname.endsWith(".svg") && csp?.at(-1) !== fileContentSecurityPolicy) {
      problems.push(`${pathname}: an SVG without the policy that runs nothing`);
    }
  }
  return problems;
}

function nginxQuote(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

const securityLines = () =>
  Object.entries(baseSecurityHeaders)
    .map(([k, v]) => `add_header ${k} ${nginxQuote(v)} always;`)
    .join("\n");

/** nginx, http {} context: the redirect map. */
export function nginxMaps(all = allRedirects()): string {
  const redirects = [...all];
  const lines = redirects.map(([from, to]) => `    ${nginxQuote(from)} ${nginxQuote(to)};`);
  // nginx refuses to start when a map key does not fit a hash bucket (64 bytes
  // by default); the longest redirect paths are longer than that.
  const longestKey = Math.max(...redirects.map(([from]) => from.length));
  let bucket = 64;
  while (bucket < longestKey + 32) bucket *= 2;
  return `# Generated by scripts/postbuild.ts from src/lib/route-table.ts. Do not edit.
# Include in the http {} context (once: map_hash_bucket_size may appear only once there).

map_hash_bucket_size ${bucket};

map $uri $ridgeline_redirect {
    default "";
${lines.join("\n")}
}

# A request path with an empty segment ("//robots.txt", "/assets//x.js") names nothing:
# nginx would merge the slashes and serve a second URL for the file.
map $request_uri $ridgeline_empty_segment {
    default 0;
    "~^[^?]*//" 1;
}

# An SVG opened on its own gets a policy that runs nothing (empty: no header).
map $uri $ridgeline_file_csp {
    default "";
    "~*\\.svg$" ${nginxQuote(fileContentSecurityPolicy)};
}
`;
}

/** nginx, every location: the security headers (add_header does not inherit). */
export function nginxHeaders(): string {
  return `# Generated by scripts/postbuild.ts. Headers every response carries.
${securityLines()}
`;
}

/**
 * nginx, server {} context with root at build/client: the same redirects, 404
 * status, caching and headers as our own server. Each page's CSP is written
 * into its own location: a map on $uri would see the file path try_files
 * rewrites $uri to (/software/index.html), not the page path.
 */
export function nginxServer(
  includeDir: string,
  csps: Map<string, string>,
  /** Pages built from a collection (the press releases'), beside the route table's. */
  collectionPages: readonly string[] = [],
  /** Whether the build has the CMS's page, /admin. */
  admin = false,
): string {
  const headers = `include ${includeDir}/ridgeline-headers.conf;`;
  // Every public location refuses a path with an empty segment (see
  // $ridgeline_empty_segment); in the location, not the server, so that the 404 page
  // error_page serves next (same $request_uri) is not refused in turn.
  const location = (match: string, cache: string, body: string, csp?: string) =>
    [
      `location ${match} {`,
      ...(body === "internal;" ? [] : ["    if ($ridgeline_empty_segment) { return 404; }"]),
      `    ${headers}`,
      `    add_header Cache-Control "${cache}" always;`,
      `    add_header Content-Security-Policy ${csp ? nginxQuote(csp) : "$ridgeline_file_csp"} always;`,
      `    ${body}`,
      `}`,
    ].join("\n");
  const cspFor = (pathname: string) => {
    const csp = csps.get(pathname);
    if (!csp) throw new Error(`No CSP for ${pathname}`);
    return csp;
  };
  // A location with an error_page of its own inherits none of the server's: the
  // French locations repeat all three, with the French pages.
  const frenchErrors = [
    `error_page 404 /${pageFileOf(notFoundPathIn("fr"))};`,
    `error_page 500 502 503 504 /${pageFileOf(errorPathIn("fr"))};`,
    "error_page 405 = @ridgeline_method_not_allowed;",
  ].join("\n    ");
  const pages = [...localizedPages.map((page) => page.path), ...collectionPages];
  const pageLocations = pages.map((pagePath) =>
    location(
      `= ${pagePath}`,
      cacheControl.revalidate,
      // The static module answers 405 to other methods on files, not on try_files' pages.
      `${localeOfPath(pagePath) === "fr" ? `${frenchErrors}\n    ` : ""}if ($request_method !~ ^(GET|HEAD)$) { return 405; }\n    try_files ${pagePath === "/" ? "" : pagePath}/index.html =404;`,
      cspFor(pagePath),
    ),
  );
  // The CMS's page: its own policy and headers (decision 0018), in place of the shared
  // include, whose opener policy it changes.
  const adminHeaderLines = Object.entries({ ...baseSecurityHeaders, ...adminHeaders }).map(
    ([k, v]) => `    add_header ${k} ${nginxQuote(v)} always;`,
  );
  const adminLocation = [
    `location = ${adminPath} {`,
    "    if ($ridgeline_empty_segment) { return 404; }",
    ...adminHeaderLines,
    `    add_header Cache-Control "${cacheControl.revalidate}" always;`,
    `    add_header Content-Security-Policy ${nginxQuote(adminContentSecurityPolicy())} always;`,
    "    if ($request_method !~ ^(GET|HEAD)$) { return 405; }",
    `    try_files /${pageFileOf(adminPath)} =404;`,
    "}",
  ].join("\n");
  return `# Generated by scripts/postbuild.ts. Include in server {}; root must be build/client.
# Precompressed .gz files are used by gzip_static (add brotli_static with ngx_brotli).

gzip_static on;
charset utf-8;
charset_types text/html text/xml text/plain text/css application/javascript;
# Relative Location headers, like our server: right behind a TLS proxy or CDN too.
absolute_redirect off;

if ($ridgeline_redirect) {
    return 301 $ridgeline_redirect$is_args$args;
}

error_page 404 /${pageFileOf(notFoundPath)};
# Our own failures (and an upstream's, where this server proxies): the build's error page.
error_page 500 502 503 504 /${pageFileOf(errorPath)};
# Other methods than GET and HEAD on a page or file: 405 naming the two, as our server.
error_page 405 = @ridgeline_method_not_allowed;

location @ridgeline_method_not_allowed {
    ${headers}
    add_header Allow "GET, HEAD" always;
    add_header Cache-Control "no-store" always;
    default_type application/json;
    return 405 '{"error":"method_not_allowed"}';
}

${location(`= /${pageFileOf(notFoundPath)}`, cacheControl.revalidate, "internal;", cspFor(notFoundPath))}

${location(`= /${pageFileOf(errorPath)}`, cacheControl.revalidate, "internal;", cspFor(errorPath))}

${location(`= /${pageFileOf(notFoundPathIn("fr"))}`, cacheControl.revalidate, "internal;", cspFor(notFoundPathIn("fr")))}

${location(`= /${pageFileOf(errorPathIn("fr"))}`, cacheControl.revalidate, "internal;", cspFor(errorPathIn("fr")))}

${pageLocations.join("\n\n")}
${admin ? `\n${adminLocation}\n` : ""}
${immutableFolders.map((folder) => location(folder, cacheControl.immutable, "try_files $uri =404;")).join("\n\n")}

${location("/media/", cacheControl.media, "try_files $uri =404;")}

${location("~ ^/fr/((.*/)?[._]|.*\\.(html|br|gz)$)", cacheControl.revalidate, `${frenchErrors}\n    return 404;`)}

${location("~ (^|/)[._]|\\.(html|br|gz)$", cacheControl.revalidate, "return 404;")}

${location("/fr/", cacheControl.revalidate, `${frenchErrors}\n    try_files $uri =404;`)}

${location("/", cacheControl.revalidate, "try_files $uri =404;")}
`;
}

export function writeStaticHostRules(clientDir: string, outDir: string, origins: Origins) {
  const collectionPages = collectionPagePaths(clientDir);
  const admin = existsSync(path.join(clientDir, pageFileOf(adminPath)));
  const pages = [...builtPaths(), ...collectionPages];
  const hashes = new Map(pages.map((p) => [p, pageScriptHashes(clientDir, p)] as const));
  const policy = (scriptHashes: readonly string[]) =>
    contentSecurityPolicy({
      scriptHashes,
      mediaOrigins: originsOf([origins.mediaBaseUrl]),
      connectOrigins: originsOf([origins.relayUrl, origins.vitalsUrl]),
    });
  // nginx gives each page its own policy; `_headers` one for all (see headersFile).
  const csps = new Map([...hashes].map(([p, h]) => [p, policy(h)] as const));
  const siteCsp = policy([...new Set([...hashes.values()].flat())]);
  const headers = headersFile(siteCsp, pages, admin);
  const files = listFiles(clientDir).map((rel) => `/${rel.split(path.sep).join("/")}`);
  const problems = headersFileProblems(headers, {
    pages: [...pages, ...(admin ? [adminPath] : [])],
    files,
  });
  if (problems.length > 0) {
    throw new Error(
      `build/client/_headers would not work on a static host:\n${problems.join("\n")}`,
    );
  }
  const redirects = allRedirects(collectionPages, admin);
  writeFileSync(path.join(clientDir, "_redirects"), redirectsFile(redirects));
  writeFileSync(path.join(clientDir, "_headers"), headers);
  writeFileSync(path.join(outDir, "ridgeline-maps.conf"), nginxMaps(redirects));
  writeFileSync(path.join(outDir, "ridgeline-headers.conf"), nginxHeaders());
  writeFileSync(
    path.join(outDir, "ridgeline-server.conf"),
    nginxServer(path.resolve(outDir), csps, collectionPages, admin),
  );
}
