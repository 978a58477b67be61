import { createHash } from "node:crypto";

/**
 * Security headers, shared by our server and the generated static-host rules so
 * that both send exactly the same policy.
 */

/** The inline <script> bodies CSP governs (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attrs = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD) are never executed, so CSP does not apply to them;
    // speculation rules are not run either, but CSP governs them like scripts.
    if (type && !["module", "text/javascript", "speculationrules"].includes(type)) continue;
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

export type CspOptions = {
  /** Hashes of the page's inline scripts, as CSP sources. */
  scriptHashes: readonly string[];
  /** Origins besides our own that serve images, PDFs and videos. */
  mediaOrigins?: readonly string[];
  /** Origins the browser may send requests to (the contact relay, web vitals). */
  connectOrigins?: readonly string[];
};

export const videoEmbedOrigin = "https://www.youtube-nocookie.com";

export function contentSecurityPolicy({
  scriptHashes,
  mediaOrigins = [],
  connectOrigins = [],
}: CspOptions): string {
  const media = mediaOrigins.join(" ");
  const directives = [
    "default-src 'self'",
    // 'wasm-unsafe-eval': site search compiles Pagefind's WebAssembly (decision 0005);
    // it allows WebAssembly only, never eval() of script.
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(" ")}`.trim(),
    // Inline style attributes come from React's style prop and the toast library.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${media} https://i.ytimg.com`.replace(/\s+/g, " ").trim(),
    `media-src 'self' ${media}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(" ")}`.trim(),
    `frame-src ${videoEmbedOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${connectOrigins.join(" ")}`.trim(),
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** The content editor's page (Sveltia CMS, decision 0018): the one page with a policy of its own. */
export const adminPath = "/admin";

/**
 * What the CMS at /admin talks to besides our own origin: GitHub's API (REST and
 * GraphQL), where it reads and saves content, GitHub's status page, which it checks
 * when GitHub fails, and the avatars of the people signed in.
 */
export const adminGitHubOrigins = {
  connect: ["https://api.github.com", "https://www.githubstatus.com"],
  img: ["https://avatars.githubusercontent.com"],
} as const;

/**
 * The policy of /admin: the CMS's script, fonts and configuration from our own origin
 * only (no script from another host, no eval). Beyond the public pages' policy it
 * needs blob: URLs (pictures picked before they are saved, files it reads from a
 * local folder), inline styles (its components set theirs), and GitHub's API. The
 * sign-in popup of an OAuth client is a window of its own, which no directive governs.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${adminGitHubOrigins.img.join(" ")}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' blob: data: ${adminGitHubOrigins.connect.join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The other headers /admin answers with: kept out of search engines, and its sign-in
 * popup (an OAuth client's page on GitHub and back) may hand the CMS its token, which
 * "same-origin" would forbid by cutting the popup off from its opener.
 */
export const adminHeaders: Readonly<Record<string, string>> = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/**
 * The policy of a file that is a document of its own when opened directly (SVG): it
 * may draw with its own styles and embedded images, run nothing, load nothing else,
 * and is sandboxed like a page from nowhere.
 */
export const fileContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

/** Headers every response carries. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Cache rules: hashed build assets never change; everything else is revalidated. */
export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
  media: "public, max-age=86400",
} as const;

/**
 * Folders whose files are named by their content's hash, so never change: the build's
 * assets and the search index's chunks (Pagefind's own script, WebAssembly and entry
 * file keep their names from one build to the next, so they are revalidated).
 */
export const immutableFolders = [
  "/assets/",
  "/pagefind/index/",
  "/pagefind/fragment/",
  "/pagefind/filter/",
] as const;

export function cacheControlFor(pathname: string): string {
  if (immutableFolders.some((folder) => pathname.startsWith(folder))) return cacheControl.immutable;
  if (pathname.startsWith("/media/")) return cacheControl.media;
  return cacheControl.revalidate;
}

/** Origins named by absolute URLs (relative URLs are our own origin). */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
