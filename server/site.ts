import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pressReleaseRedirects } from "../src/content/press-release-addresses";
import { localeOfPath } from "../src/i18n/locale";
import {
  builtPaths,
  collectionBases,
  errorPathIn,
  isCollectionPath,
  isPagePath,
  notFoundPathFor,
  pageFileOf,
  redirectMap,
} from "../src/lib/route-table";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPath,
  cacheControl,
  cacheControlFor,
  contentSecurityPolicy,
  fileContentSecurityPolicy,
  inlineScripts,
  originsOf,
  sha256Source,
} from "./security";

type Coding = "br" | "gzip";

type Encoded = { body: Buffer; encoding: Coding | null; etag: string };

type Page = {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** The identity body's entity tag; the br and gzip bodies have their own (suffixed). */
  etag: string;
  csp: string;
  /** Headers of its own (the CMS's page). */
  headers?: Readonly<Record<string, string>>;
};

export type SiteOptions = {
  siteDir: string;
  /** Absolute URLs whose origins the CSP must allow (media host, relay, vitals). */
  mediaBaseUrl?: string;
  relayUrl?: string;
  vitalsUrl?: string;
  /** Receives the function that sends the error page (status 500), for the root error handler. */
  exposeErrorPage?: (send: (request: FastifyRequest, reply: FastifyReply) => FastifyReply) => void;
};

/** A built page as it is served: its bodies and their entity tag. */
function readPage(file: string): Omit<Page, "csp"> {
  const identity = readFileSync(file);
  return {
    identity,
    br: readIfExists(`${file}.br`),
    gzip: readIfExists(`${file}.gz`),
    etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
  };
}

function readIfExists(file: string): Buffer | null {
  return existsSync(file) ? readFileSync(file) : null;
}

function pageFile(siteDir: string, pathname: string): string {
  return path.join(siteDir, pageFileOf(pathname));
}

/** Loads every prerendered page into memory with its own CSP (hashing its inline scripts). */
function loadPages(options: SiteOptions): Map<string, Page> {
  const mediaOrigins = originsOf([options.mediaBaseUrl]);
  const connectOrigins = originsOf([options.relayUrl, options.vitalsUrl]);
  const result = new Map<string, Page>();
  for (const pathname of [...builtPaths(), ...collectionPagePaths(options.siteDir)]) {
    const file = pageFile(options.siteDir, pathname);
    if (!existsSync(file))
      throw new Error(`The build has no page for ${pathname} (${file}). Run npm run build.`);
    const page = readPage(file);
    const html = page.identity.toString("utf8");
    result.set(pathname, {
      ...page,
      csp: contentSecurityPolicy({
        scriptHashes: inlineScripts(html).map(sha256Source),
        mediaOrigins,
        connectOrigins,
      }),
    });
  }
  // The CMS (decision 0018), with its own policy; a build without it serves no /admin.
  const admin = pageFile(options.siteDir, adminPath);
  if (existsSync(admin)) {
    result.set(adminPath, {
      ...readPage(admin),
      csp: adminContentSecurityPolicy(),
      headers: adminHeaders,
    });
  }
  return result;
}

/**
 * The weight Accept-Encoding gives each content coding (RFC 9110 §12.5.3): names are
 * case-insensitive, "*" stands for any coding not named, a missing q is 1, q=0 refuses.
 */
export function codingWeights(acceptEncoding: string | undefined): (coding: string) => number {
  const weights = new Map<string, number>();
  for (const item of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    if (!/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
    }
    weights.set(name, q);
  }
  return (coding) => weights.get(coding) ?? weights.get("*") ?? 0;
}

/** The page body to send: the best-weighted coding we have, brotli on a tie; else identity. */
export function negotiate(acceptEncoding: string | undefined, page: Page): Encoded {
  const weight = codingWeights(acceptEncoding);
  let best: Encoded = { body: page.identity, encoding: null, etag: page.etag };
  let bestWeight = 0;
  for (const coding of ["br", "gzip"] as const) {
    const body = page[coding];
    const w = weight(coding);
    if (body && w > bestWeight) {
      best = { body, encoding: coding, etag: etagFor(page.etag, coding) };
      bestWeight = w;
    }
  }
  return best;
}

/** Each coding of a page is its own representation, so its own strong entity tag. */
function etagFor(identityTag: string, coding: Coding): string {
  return `${identityTag.slice(0, -1)}-${coding === "br" ? "br" : "gz"}"`;
}

/**
 * If-None-Match against the selected representation's tag, by weak comparison (RFC
 * 9110 §13.1.2): "*" matches, and any listed tag matches whose opaque part is ours,
 * with or without W/.
 */
export function noneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  for (const match of ifNoneMatch.matchAll(/(?:W\/)?("[^"]*")/g)) {
    if (match[1] === etag) return true;
  }
  return false;
}

/**
 * Serves the prerendered site: canonical pages from memory, 301s from the route
 * table's redirect map, build assets from disk (precompressed), and the 404 page
 * with status 404 for anything else.
 */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  const siteDir = path.resolve(options.siteDir);
  const htmlPages = loadPages({ ...options, siteDir });
  // The route table's redirects, and each press release's first address (its file
  // name) to its address in that language, where the build has that page.
  const redirects = new Map([
    ...redirectMap(),
    ...[...pressReleaseRedirects()].filter(([, to]) => htmlPages.has(to)),
  ]);

  await app.register(fastifyStatic, {
    root: siteDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    // @fastify/static 10 passes the Fastify reply here, not a Node response.
    setHeaders: (reply: unknown, filePath: string) => {
      const rel = `/${path.relative(siteDir, filePath).split(path.sep).join("/")}`;
      (reply as FastifyReply).header("Cache-Control", cacheControlFor(rel));
      // An SVG opened on its own is a document that could run script: it gets a policy
      // that lets it draw and nothing more (the .br/.gz copy is the same file).
      if (/\.svg(\.br|\.gz)?$/i.test(rel))
        (reply as FastifyReply).header("Content-Security-Policy", fileContentSecurityPolicy);
    },
  });

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page, status: number) => {
    reply
      .code(status)
      .header("Content-Type", "text/html; charset=utf-8")
      .header("Cache-Control", cacheControl.revalidate)
      .header("Content-Security-Policy", page.csp)
      .header("Vary", "Accept-Encoding");
    for (const [name, value] of Object.entries(page.headers ?? {})) reply.header(name, value);
    const { body, encoding, etag } = negotiate(request.headers["accept-encoding"], page);
    reply.header("ETag", etag);
    if (status === 200 && noneMatch(request.headers["if-none-match"], etag)) {
      return reply.code(304).send();
    }
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.send(body);
  };

  /** The request's path, for choosing the language of the 404 and error pages. */
  const pathOf = (request: FastifyRequest) => request.url.split("?")[0] ?? "/";

  // Under /fr, the French not-found and error pages; elsewhere the English ones.
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, htmlPages.get(notFoundPathFor(pathOf(request)))!, 404);

  options.exposeErrorPage?.((request, reply) =>
    sendPage(request, reply, htmlPages.get(errorPathIn(localeOfPath(pathOf(request))))!, 500),
  );

  /** What a request target names: a page, a redirect, a build file, or nothing we serve. */
  const resolve = (url: string): Target => {
    // Split at the first "?" only: the query is kept whole, "?" and all ("?a=1?b=2").
    const mark = url.indexOf("?");
    const rawPath = mark < 0 ? url : url.slice(0, mark);
    const query = mark < 0 ? undefined : url.slice(mark + 1);
    // "//robots.txt" would be a second URL for a file (and "//x" in a Location header
    // another site): paths with empty segments or backslashes name nothing here.
    if (rawPath.includes("//") || rawPath.includes("\\")) return { kind: "none" };
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return { kind: "none" };
    }
    if (pathname.includes("//") || pathname.includes("\\")) return { kind: "none" };

    const target = redirects.get(pathname);
    if (target)
      return { kind: "redirect", location: query === undefined ? target : `${target}?${query}` };
    if (isPagePath(pathname)) return { kind: "page", page: htmlPages.get(pathname)! };
    // The CMS, at /admin only (its configuration, /admin/config.yml, is a build file).
    const admin = htmlPages.get(adminPath);
    if (admin && pathname === adminPath) return { kind: "page", page: admin };
    if (admin && pathname === `${adminPath}/`) {
      return {
        kind: "redirect",
        location: query === undefined ? adminPath : `${adminPath}?${query}`,
      };
    }
    // A press release's page, as the build made it (and its trailing-slash form).
    if (isCollectionPath(pathname) && htmlPages.has(pathname)) {
      return { kind: "page", page: htmlPages.get(pathname)! };
    }
    const trimmed = pathname.replace(/\/$/, "");
    if (trimmed !== pathname && isCollectionPath(trimmed) && htmlPages.has(trimmed)) {
      return { kind: "redirect", location: query === undefined ? trimmed : `${trimmed}?${query}` };
    }

    // A build file: assets, media, robots.txt, sitemap.xml. Never a folder, never a
    // dotfile, never a page's HTML by its file name, never a precompressed copy by its
    // own name (those are sent in place of their original), never outside the site folder.
    const file = path.join(siteDir, pathname);
    if (
      !file.startsWith(siteDir + path.sep) ||
      pathname.split("/").some((segment) => segment.startsWith(".")) ||
      pathname === "/_redirects" ||
      pathname === "/_headers" ||
      /\.(html|br|gz)$/i.test(pathname) ||
      !isFile(file)
    ) {
      return { kind: "none" };
    }
    return { kind: "file", file: pathname.slice(1) };
  };

  app.get("/*", async (request, reply) => {
    const target = resolve(request.url);
    switch (target.kind) {
      case "redirect":
        return reply.redirect(target.location, 301);
      case "page":
        return sendPage(request, reply, target.page, 200);
      case "file":
        return reply.sendFile(target.file);
      case "none":
        return notFound(request, reply);
    }
  });

  // The site is read-only: any other method on something it serves is a 405 naming the
  // ones it takes; a redirect stays a redirect (as nginx answers it); anything else is
  // not ours (the root not-found handler).
  app.route({
    method: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: "/*",
    // Answered before any body is read (no parser runs, whatever the Content-Type).
    onRequest: async (request, reply) => {
      const target = resolve(request.url);
      if (target.kind === "redirect") return reply.redirect(target.location, 301);
      if (target.kind === "none") return reply.callNotFound();
      return reply
        .code(405)
        .header("Allow", "GET, HEAD")
        .header("Cache-Control", "no-store")
        .send({ error: "method_not_allowed" });
    },
    handler: async (_request, reply) => reply,
  });
}

type Target =
  | { kind: "redirect"; location: string }
  | { kind: "page"; page: Page }
  | { kind: "file"; file: string }
  | { kind: "none" };

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Lists every file in the site folder (for tests and the link checker). */
/**
 * The pages built from a collection (each press release's, in each language), as the
 * build wrote them: every folder with an index.html under a collection's base.
 */
export function collectionPagePaths(siteDir: string): string[] {
  return collectionBases.flatMap((base) => {
    const dir = path.join(siteDir, base);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "index.html")),
      )
      .map((entry) => `${base}/${entry.name}`)
      .filter(isCollectionPath)
      .sort();
  });
}

export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}
