/**
 * GET /healthz: a status for anyone, the outbox's counts only for this machine or a
 * caller with HEALTH_TOKEN, and never an internal error's text.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv, serverEnvSchema } from "../../server/env";
import {
  postJson,
  removeTempDirs,
  startRelay,
  testConfig,
  validPayload,
  type RelayHandle,
} from "./support/harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

const token = "health-token-0123456789";

async function relay(options: Parameters<typeof startRelay>[1] = {}): Promise<RelayHandle> {
  const handle = await startRelay(testConfig(), { healthToken: token, ...options });
  cleanups.push(handle.close);
  return handle;
}

const health = (
  handle: RelayHandle,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => handle.app.inject({ url: "/healthz", headers, remoteAddress });

describe("what /healthz tells whom", () => {
  it.each([
    ["a stranger", {}, "203.0.113.9"],
    [
      "a stranger with a wrong token",
      { authorization: "Bearer nope-nope-nope-nope" },
      "203.0.113.9",
    ],
    [
      "a stranger with the token in another scheme",
      { authorization: `Basic ${token}` },
      "203.0.113.9",
    ],
    [
      "loopback through a proxy (X-Forwarded-For)",
      { "x-forwarded-for": "203.0.113.9" },
      "127.0.0.1",
    ],
    ["loopback through a proxy (Forwarded)", { forwarded: "for=203.0.113.9" }, "127.0.0.1"],
  ])("%s gets the status alone", async (_who, headers, address) => {
    const handle = await relay();
    await postJson(handle.app, validPayload);
    const response = await health(handle, headers, address);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it.each([
    ["loopback", {}, "127.0.0.1"],
    ["IPv6 loopback", {}, "::1"],
    ["anyone with the token", { authorization: `Bearer ${token}` }, "203.0.113.9"],
  ])("%s gets the counts", async (_who, headers, address) => {
    const handle = await relay();
    await postJson(handle.app, validPayload);
    const response = await health(handle, headers, address);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      outbox: { delivery: "held", pending: 1, sent: 0, spam: 0, unrecorded: 0 },
    });
  });

  it("behind a trusted proxy, a visitor's forwarded address is no loopback", async () => {
    const handle = await relay({ trustProxy: 1 });
    const response = await health(handle, { "x-forwarded-for": "127.0.0.1" }, "127.0.0.1");
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("HEALTH_TOKEN is optional, and refused when short", () => {
    expect(parseEnv(serverEnvSchema, {}).HEALTH_TOKEN).toBeUndefined();
    expect(parseEnv(serverEnvSchema, { HEALTH_TOKEN: token }).HEALTH_TOKEN).toBe(token);
    expect(() => parseEnv(serverEnvSchema, { HEALTH_TOKEN: "short" })).toThrow(
      /HEALTH_TOKEN: must be 16 to 200 printable ASCII characters/,
    );
  });
});

describe("when the outbox cannot be read", () => {
  it("answers 503 with a reason code, never SQLite's text, and logs the error", async () => {
    const handle = await relay();
    // As a page overwritten under the running server makes every read fail (a damaged
    // file is refused at start: see damaged.test.ts).
    handle.relay.outbox.stats = () => {
      throw Object.assign(new Error("database disk image is malformed"), {
        code: "ERR_SQLITE_ERROR",
        errcode: 11,
        errstr: "database disk image is malformed",
      });
    };
    const stranger = await health(handle, {}, "203.0.113.9");
    expect(stranger.statusCode).toBe(503);
    expect(stranger.json()).toEqual({ status: "unavailable", reason: "outbox_damaged" });
    const local = await health(handle);
    expect(local.statusCode).toBe(503);
    expect(local.body).not.toMatch(/malformed|SQLITE|ERR_/i);
    expect(handle.logs.join("\n")).toContain("reading the outbox failed");
  });
});
