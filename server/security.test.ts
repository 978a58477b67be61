import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScripts,
  originsOf,
  sha256Source,
  cacheControlFor,
} from "./security";

describe("inlineScripts", () => {
  it.each([
    ["<script>a()</script>", ["a()"]],
    ['<script type="module">import("x")</script>', ['import("x")']],
    ['<script src="/x.js"></script>', []],
    ['<script type="application/ld+json">{"a":1}</script>', []],
    ["<script></script>", []],
    ['<p>x</p><script nonce="n">one</script><script>two</script>', ["one", "two"]],
  ])("%s", (html, expected) => {
    expect(inlineScripts(html)).toEqual(expected);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows only hashed inline scripts, and WebAssembly but never eval", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [sha256Source("a()")] });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    // 'wasm-unsafe-eval' for site search's Pagefind (decision 0005).
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha256Source("a()")}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("adds the media host and relay origins where they are used", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      mediaOrigins: originsOf(["https://media.example.com/files"]),
      connectOrigins: originsOf(["https://relay.example.com/v1/email", "/local"]),
    });
    expect(csp).toContain("img-src 'self' data: https://media.example.com");
    expect(csp).toContain("media-src 'self' https://media.example.com");
    expect(csp).toContain("connect-src 'self' https://relay.example.com");
    expect(csp).toContain("form-action 'self' https://relay.example.com");
  });
});

describe("sha256Source", () => {
  it("is the base64 SHA-256 of the exact script text", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("cacheControlFor", () => {
  it.each([
    ["/assets/root-abc123.js", "public, max-age=31536000, immutable"],
    ["/media/newsletters/2024-q1.pdf", "public, max-age=86400"],
    ["/sitemap-index.xml", "public, max-age=0, must-revalidate"],
    ["/software/sage300.data", "public, max-age=0, must-revalidate"],
  ])("%s", (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
