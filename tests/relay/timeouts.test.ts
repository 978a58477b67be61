/**
 * Slow clients on a real socket: a request that stalls is answered 408 and closed
 * within the request time-out (plus Node's check interval); a slow but steady one
 * still gets through; an idle kept-alive connection is closed.
 */
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, defaultTimeouts, timeoutOptions } from "../../server/app";
import { baseSecurityHeaders } from "../../server/security";
import { parseEnv, serverEnvSchema } from "../../server/env";
import { removeTempDirs, sleep, tempDataDir, validPayload } from "./support/harness";
import { fakeSite, listen, rawRequest } from "./support/site";

const requestTimeoutMs = 1000;
/** The time-out, Node's check interval (a tenth of it here), and slack for a busy machine. */
const boundMs = requestTimeoutMs + 100 + 900;

let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  app = await createServer(
    parseEnv(serverEnvSchema, {
      SITE_DIR: fakeSite(),
      DATA_DIR: tempDataDir(),
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "0",
      RELAY_MIN_FILL_MS: "0",
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
      HEADERS_TIMEOUT_MS: String(requestTimeoutMs),
      KEEP_ALIVE_TIMEOUT_MS: "1000",
    }),
  );
  port = await listen(app);
});

afterAll(async () => {
  await app?.close();
  removeTempDirs();
});

const body = JSON.stringify(validPayload);
const head = (length: number) =>
  `POST /v1/email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe("slow clients", () => {
  it("answers a body that stalls halfway with 408 and closes the connection in time", async () => {
    const response = await rawRequest(port, head(body.length) + body.slice(0, 40), {
      waitMs: 10_000,
      untilClose: true,
    });
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body.toString())).toEqual({ error: "request_timeout" });
    for (const [name, value] of Object.entries(baseSecurityHeaders))
      expect(response.headers[name.toLowerCase()]).toBe(value);
    expect(response.closed).toBe(true);
    expect(response.ms).toBeLessThan(boundMs);
  });

  it("closes every connection that drips its body a byte at a time", async () => {
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => {
        return new Promise<{ closed: boolean; data: string }>((resolve) => {
          const socket = net.connect(port, "127.0.0.1");
          let data = "";
          socket.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
          socket.write(head(60_000));
          const drip = setInterval(() => socket.write("a"), 200);
          const timer = setTimeout(() => finish(false), 10_000);
          const finish = (closed: boolean) => {
            clearInterval(drip);
            clearTimeout(timer);
            socket.destroy();
            resolve({ closed, data });
          };
          socket.on("close", () => finish(true));
          socket.on("error", () => finish(true));
        });
      }),
    );
    expect(Date.now() - started).toBeLessThan(boundMs);
    for (const result of results) {
      expect(result.closed).toBe(true);
      expect(result.data).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it("closes a connection whose headers never end", async () => {
    const response = await rawRequest(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1", {
      waitMs: 10_000,
      untilClose: true,
    });
    expect(response.status).toBe(408);
    expect(response.closed).toBe(true);
    expect(response.ms).toBeLessThan(boundMs);
  });

  it("lets a slow but steady client through (a body in pieces within the time-out)", async () => {
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    socket.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
    await new Promise((resolve) => socket.once("connect", resolve));
    const message = JSON.stringify({ ...validPayload, message: "Slow but steady. ".repeat(300) });
    socket.write(head(Buffer.byteLength(message)));
    const pieces = 5;
    const size = Math.ceil(message.length / pieces);
    for (let i = 0; i < pieces; i++) {
      await sleep(120);
      socket.write(message.slice(i * size, (i + 1) * size));
    }
    for (let i = 0; i < 100 && !data.includes("\r\n\r\n"); i++) await sleep(20);
    socket.destroy();
    expect(data).toMatch(/^HTTP\/1\.1 202 /);
  });

  it("closes an idle kept-alive connection after KEEP_ALIVE_TIMEOUT_MS", async () => {
    const response = await rawRequest(port, "GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", {
      waitMs: 10_000,
    });
    // rawRequest returns once the body is in; the socket is then idle.
    expect(response.status).toBe(200);
    const socket = net.connect(port, "127.0.0.1");
    const started = Date.now();
    socket.on("data", () => undefined);
    socket.write("GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await new Promise((resolve) => socket.once("close", resolve));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("time-out settings", () => {
  it("default to 10 s for a request and its headers and 5 s for an idle connection", () => {
    const env = parseEnv(serverEnvSchema, {});
    expect(env).toMatchObject(defaultTimeouts);
    expect(defaultTimeouts).toEqual({
      REQUEST_TIMEOUT_MS: 10_000,
      HEADERS_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 5000,
    });
    expect(timeoutOptions(env)).toMatchObject({
      requestTimeout: 10_000,
      keepAliveTimeout: 5000,
      http: {
        requestTimeout: 10_000,
        headersTimeout: 10_000,
        keepAliveTimeout: 5000,
        connectionsCheckingInterval: 1000,
      },
    });
  });

  it("keep the header time-out within the request time-out, and refuse nonsense", () => {
    expect(
      timeoutOptions({ REQUEST_TIMEOUT_MS: 5000, HEADERS_TIMEOUT_MS: 20_000 }).http.headersTimeout,
    ).toBe(5000);
    expect(() => parseEnv(serverEnvSchema, { REQUEST_TIMEOUT_MS: "0" })).toThrow(
      /REQUEST_TIMEOUT_MS: must be at least 1000/,
    );
    expect(() => parseEnv(serverEnvSchema, { KEEP_ALIVE_TIMEOUT_MS: "soon" })).toThrow(
      /KEEP_ALIVE_TIMEOUT_MS: must be a whole number/,
    );
  });
});
