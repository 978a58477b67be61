import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  isCanonicalPath,
  notFoundPath,
  pageFileOf,
  redirectMap,
  pages,
} from "../src/lib/route-table";
import {
  cacheControl,
  cacheControlFor,
  contentSecurityPolicy,
  fileContentSecurityPolicy,
  inlineScripts,
  originsOf,
  sha256Source,
} from "./security";

type Encoded = { body: Buffer; encoding: "br" | "gzip" | null };

type Page = {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  csp: string;
};

export type SiteOptions = {
  siteDir: string;
  /** Absolute URLs whose origins the CSP must allow (media host, relay, vitals). */
  mediaBaseUrl?: string;
  relayUrl?: string;
  vitalsUrl?: string;
};

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
  for (const pathname of [...pages.map((p) => p.path), notFoundPath]) {
    const file = pageFile(options.siteDir, pathname);
    if (!existsSync(file))
      throw new Error(`The build has no page for ${pathname} (${file}). Run npm run build.`);
    const identity = readFileSync(file);
    const html = identity.toString("utf8");
    result.set(pathname, {
      identity,
      br: readIfExists(`${file}.br`),
      gzip: readIfExists(`${file}.gz`),
      etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
      csp: contentSecurityPolicy({
        scriptHashes: inlineScripts(html).map(sha256Source),
        mediaOrigins,
        connectOrigins,
      }),
    });
  }
  return result;
}

export function negotiate(acceptEncoding: string | undefined, page: Page): Encoded {
  const accepts = (name: string) =>
    new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(
      acceptEncoding ?? "",
    );
  if (page.br && accepts("br")) return { body: page.br, encoding: "br" };
  if (page.gzip && accepts("gzip")) return { body: page.gzip, encoding: "gzip" };
  return { body: page.identity, encoding: null };
}

/**
 * Serves the prerendered site: canonical pages from memory, 301s from the route
 * table's redirect map, build assets from disk (precompressed), and the 404 page
 * with status 404 for anything else.
 */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  const siteDir = path.resolve(options.siteDir);
  const htmlPages = loadPages({ ...options, siteDir });
  const redirects = redirectMap();

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
      .header("Vary", "Accept-Encoding")
      .header("ETag", page.etag);
    if (status === 200 && request.headers["if-none-match"] === page.etag) {
      return reply.code(304).send();
    }
    const { body, encoding } = negotiate(request.headers["accept-encoding"], page);
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.send(body);
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, htmlPages.get(notFoundPath)!, 404);

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
    if (isCanonicalPath(pathname)) return { kind: "page", page: htmlPages.get(pathname)! };

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
export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}
