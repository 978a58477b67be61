/**
 * The site as the real server answers it on a real socket: redirects, odd paths,
 * caching and content coding, methods. Table tests against createServer() listening
 * on loopback, with a stand-in build (support/site.ts).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, createServer } from "../../server/app";
import { parseEnv, serverEnvSchema } from "../../server/env";
import { removeTempDirs, tempDataDir } from "./support/harness";
import { fakeSite, httpRequest, listen } from "./support/site";

let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  app = await createServer(
    parseEnv(serverEnvSchema, {
      SITE_DIR: fakeSite(),
      DATA_DIR: tempDataDir(),
      LOG_LEVEL: "silent",
    }),
  );
  port = await listen(app);
});

afterAll(async () => {
  await app?.close();
  removeTempDirs();
});

const get = (target: string, headers: Record<string, string> = {}) =>
  httpRequest(port, "GET", target, headers);

describe("redirects", () => {
  it.each([
    ["/contact/", "/contact"],
    ["/contact/?a=1", "/contact?a=1"],
    ["/contact/?a=1?b=2", "/contact?a=1?b=2"],
    ["/contact/?a=1&b=%3F&c", "/contact?a=1&b=%3F&c"],
    ["/contact/?", "/contact?"],
  ])("%s → 301 %s (the query kept whole)", async (target, location) => {
    const response = await get(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });
});

describe("paths with doubled slashes or backslashes", () => {
  it.each([
    "//robots.txt",
    "///robots.txt",
    "/assets//app.AbC123.js",
    "//assets/app.AbC123.js",
    "//contact",
    "/contact//",
    "//\\evil.example/",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/assets/%2Fapp.AbC123.js",
  ])("%s → our 404 page, never a file, a redirect or a framework error", async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body.toString()).toContain("<h1>/404</h1>");
  });

  it("still serves the single-slash paths", async () => {
    expect((await get("/robots.txt")).status).toBe(200);
    expect((await get("/assets/app.AbC123.js")).status).toBe(200);
  });
});

describe("build files", () => {
  it.each([
    "/robots.txt.br",
    "/robots.txt.gz",
    "/index.html.br",
    "/index.html.gz",
    "/assets/app.AbC123.js.br",
    "/assets/app.AbC123.js.GZ",
    "/logo.svg.gz",
  ])("a precompressed copy by its own name, %s, is a 404", async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain("<h1>/404</h1>");
  });

  it.each([["identity"], ["br"], ["gzip"]])(
    "an SVG gets a policy of its own that runs nothing (%s)",
    async (encoding) => {
      const response = await get("/logo.svg", { "Accept-Encoding": encoding });
      expect(response.status).toBe(200);
      const csp = response.headers["content-security-policy"];
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("sandbox");
      expect(csp).not.toContain("script-src");
    },
  );

  it("other files get no page policy of their own", async () => {
    expect((await get("/robots.txt")).headers["content-security-policy"]).toBeUndefined();
  });
});

describe("methods", () => {
  it.each([
    ["POST", "/contact"],
    ["PUT", "/"],
    ["DELETE", "/software"],
    ["PATCH", "/robots.txt"],
    ["OPTIONS", "/contact"],
    ["POST", "/assets/app.AbC123.js"],
  ])("%s %s → 405 with Allow: GET, HEAD", async (method, target) => {
    const response = await httpRequest(port, method, target, {}, method === "OPTIONS" ? "" : "{}");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(response.body.toString())).toEqual({ error: "method_not_allowed" });
  });

  it.each([
    ["GET", "/v1/email", "POST"],
    ["HEAD", "/v1/email", "POST"],
    ["PUT", "/v1/email", "POST"],
    ["DELETE", "/v1/email", "POST"],
    ["PATCH", "/v1/email", "POST"],
    ["POST", "/healthz", "GET, HEAD"],
    ["PUT", "/healthz", "GET, HEAD"],
    ["DELETE", "/healthz", "GET, HEAD"],
    ["OPTIONS", "/healthz", "GET, HEAD"],
  ])("%s %s → 405 with Allow: %s", async (method, target, allow) => {
    const response = await httpRequest(
      port,
      method,
      target,
      { "content-type": "text/plain" },
      method === "GET" || method === "HEAD" ? undefined : "x",
    );
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.headers["strict-transport-security"]).toBeDefined();
    if (method !== "HEAD")
      expect(JSON.parse(response.body.toString())).toEqual({ error: "method_not_allowed" });
  });

  it("HEAD is a GET without a body; a redirect is one for any method; nothing is a 404", async () => {
    const head = await httpRequest(port, "HEAD", "/contact");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const redirect = await httpRequest(port, "POST", "/contact/", {}, "");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/contact");
    const nothing = await httpRequest(port, "POST", "/no-such-page", {}, "");
    expect(nothing.status).toBe(404);
  });
});

describe("caching and content coding of pages", () => {
  const etagOf = async (encoding: string) => {
    const response = await get("/software", { "Accept-Encoding": encoding });
    expect(response.status).toBe(200);
    return response.headers.etag!;
  };

  it("gives each coding of a page its own strong ETag", async () => {
    const tags = [await etagOf("identity"), await etagOf("gzip"), await etagOf("br")];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
  });

  it.each([
    ["br", "br"],
    ["BR", "br"],
    ["Gzip", "gzip"],
    ["gzip, br", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["gzip;q=0.5, br;q=0", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["GZIP;Q=0.8, *;q=0.1", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    ["", undefined],
    ["deflate", undefined],
  ])("Accept-Encoding: %j → %s", async (acceptEncoding, coding) => {
    const response = await get("/software", { "Accept-Encoding": acceptEncoding });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(coding);
    expect(response.headers.vary).toBe("Accept-Encoding");
  });

  it("answers conditional requests by weak comparison, per representation", async () => {
    const identity = await etagOf("identity");
    const br = await etagOf("br");
    const cases: [Record<string, string>, number][] = [
      [{ "If-None-Match": identity }, 304],
      [{ "If-None-Match": `W/${identity}` }, 304],
      [{ "If-None-Match": `"other", ${identity}` }, 304],
      [{ "If-None-Match": `"other",W/${identity} , "more"` }, 304],
      [{ "If-None-Match": "*" }, 304],
      [{ "If-None-Match": `"other"` }, 200],
      [{ "If-None-Match": identity.slice(1, -1) }, 200],
      [{ "If-None-Match": br }, 200],
      [{ "If-None-Match": br, "Accept-Encoding": "br" }, 304],
      [{ "If-None-Match": `W/${br}`, "Accept-Encoding": "gzip, BR" }, 304],
      [{ "If-None-Match": identity, "Accept-Encoding": "br" }, 200],
    ];
    for (const [headers, status] of cases) {
      const response = await get("/software", headers);
      expect(response.status, JSON.stringify(headers)).toBe(status);
      if (status === 304) {
        expect(response.body.length).toBe(0);
        expect(response.headers.etag).toBe(headers["Accept-Encoding"] ? br : identity);
      }
    }
  });

  it("never answers 304 for the 404 page", async () => {
    const first = await get("/nowhere");
    expect(first.status).toBe(404);
    expect((await get("/nowhere", { "If-None-Match": first.headers.etag! })).status).toBe(404);
  });

  it("files: codings case-insensitive, weak tags per file, conditional requests answered", async () => {
    const br = await get("/assets/app.AbC123.js", { "Accept-Encoding": "BR" });
    expect(br.headers["content-encoding"]).toBe("br");
    const identity = await get("/assets/app.AbC123.js");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers.etag).not.toBe(identity.headers.etag);
    const again = await get("/assets/app.AbC123.js", {
      "If-None-Match": `"x", ${identity.headers.etag!}`,
    });
    expect(again.status).toBe(304);
  });
});

describe("an unexpected failure", () => {
  let failing: FastifyInstance;
  let failingPort = 0;

  beforeAll(async () => {
    failing = await createServer(
      parseEnv(serverEnvSchema, {
        SITE_DIR: fakeSite(),
        DATA_DIR: tempDataDir(),
        LOG_LEVEL: "silent",
      }),
    );
    const fail = () => {
      throw new Error("secret detail: SQLITE_CORRUPT at /srv/data");
    };
    failing.get("/boom", fail);
    failing.get("/assets/boom.js", async (_request, reply) => {
      reply.header("Cache-Control", "public, max-age=31536000, immutable");
      return fail();
    });
    failing.get("/v1/boom", fail);
    failingPort = await listen(failing);
  });

  afterAll(() => failing?.close());

  it.each(["/boom", "/assets/boom.js"])(
    "while answering a page request (%s) sends the error page with status 500 and its CSP",
    async (target) => {
      const response = await httpRequest(failingPort, "GET", target);
      expect(response.status).toBe(500);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body.toString()).toContain("<h1>/500</h1>");
      expect(response.body.toString()).not.toContain("secret detail");
      expect(response.headers["content-security-policy"]).toMatch(
        /script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'/,
      );
      expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    },
  );

  it("in brotli for a client that takes it, like any page", async () => {
    const response = await httpRequest(failingPort, "GET", "/boom", { "Accept-Encoding": "br" });
    expect(response.status).toBe(500);
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("elsewhere answers a short JSON body, never the error's text", async () => {
    const response = await httpRequest(failingPort, "GET", "/v1/boom");
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body.toString())).toEqual({ error: "internal_error" });
  });

  it("the error page is not served by its own names", async () => {
    for (const target of ["/500", "/500.html"]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
    }
  });
});

describe("the access log", () => {
  it("keeps a query's terms (a visitor's search) out of the log beside the client address", async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      SITE_DIR: fakeSite(),
      LOG_LEVEL: "info",
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const response = await logged.inject({
        url: "/?q=private+search+terms&lang=fr",
        remoteAddress: "203.0.113.9",
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await logged.close();
    }
    const request = lines.map((line) => JSON.parse(line)).find((entry) => entry.req);
    expect(request.req).toMatchObject({ method: "GET", url: "/?…", remoteAddress: "203.0.113.9" });
    expect(lines.join("\n")).not.toMatch(/private|search\+terms|lang=fr/);
  });
});
