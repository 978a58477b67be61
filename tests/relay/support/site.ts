/**
 * A stand-in for the build (one small page per route, the 404 and 500 pages, a few
 * build files with precompressed copies) and a raw HTTP client, so the site's own
 * tests need no production build and send request targets exactly as written
 * ("//robots.txt" stays "//robots.txt", which URL-based clients would rewrite).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { builtPaths, pageFileOf } from "../../../src/lib/route-table";
import { tempDataDir } from "./harness";

function writeWithCopies(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

export const fakeAsset = "/assets/app.AbC123.js";

export function fakeSite(): string {
  const dir = tempDataDir();
  for (const pathname of builtPaths()) {
    // Long enough to be worth compressing; an inline script gives each page a CSP hash.
    const html = `<!doctype html><html lang="en"><title>${pathname}</title><script type="module">console.log(${JSON.stringify(pathname)})</script><h1>${pathname}</h1>${"<p>text</p>".repeat(60)}</html>`;
    writeWithCopies(path.join(dir, pageFileOf(pathname)), html);
  }
  writeWithCopies(path.join(dir, "robots.txt"), `User-agent: *\nAllow: /\n${"#\n".repeat(300)}`);
  writeWithCopies(path.join(dir, fakeAsset.slice(1)), `console.log("app");${" ".repeat(600)}`);
  writeWithCopies(
    path.join(dir, "logo.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/>${"<!-- -->".repeat(80)}</svg>`,
  );
  return dir;
}

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Whether the server closed the connection. */
  closed: boolean;
  ms: number;
};

/**
 * Sends `request` as written on a new connection and reads one response (or what
 * arrives before the server closes, or `waitMs` passes); with `untilClose`, reads
 * until the server closes the connection.
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  { waitMs = 5000, untilClose = false }: { waitMs?: number; untilClose?: boolean } = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const start = Date.now();
    let data = Buffer.alloc(0);
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseResponse(data), closed, ms: Date.now() - start });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const parsed = parseResponse(data);
      const length = Number(parsed.headers["content-length"] ?? NaN);
      // Answers with a known length are complete once their body is in, unless the
      // server said it closes the connection (wait for that, to see it happen).
      if (
        !untilClose &&
        parsed.status &&
        Number.isFinite(length) &&
        parsed.body.length >= length &&
        parsed.headers.connection?.toLowerCase() !== "close"
      )
        finish(false);
    });
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.write(request);
  });
}

function parseResponse(data: Buffer): Omit<RawResponse, "closed" | "ms"> {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return { status: 0, headers: {}, body: Buffer.alloc(0) };
  const [statusLine = "", ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: data.subarray(end + 4) };
}

/** One request with `Connection: close`; headers as given. */
export function httpRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawResponse> {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const lines = [
    `${method} ${target} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(payload ? [`Content-Length: ${payload.length}`] : []),
  ];
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  return rawRequest(port, payload ? Buffer.concat([head, payload]) : head);
}

/** Listens on a free loopback port; returns it. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}
