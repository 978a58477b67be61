import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { relayEnvSchema } from "./config";

const trustProxy = (value: string) => parseEnv(relayEnvSchema, { TRUST_PROXY: value }).TRUST_PROXY;

describe("TRUST_PROXY lists", () => {
  it.each([
    ["10.0.0.2", ["10.0.0.2"]],
    [
      "10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16",
      ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"],
    ],
    ["173.245.48.0/20,2400:cb00::/32", ["173.245.48.0/20", "2400:cb00::/32"]],
    ["fc00::/7,::1", ["fc00::/7", "::1"]],
    ["::ffff:10.0.0.0/104", ["::ffff:10.0.0.0/104"]],
  ])("takes %j", (value, expected) => {
    expect(trustProxy(value)).toEqual(expected);
  });

  it.each([
    // Wide ranges that trust everyone, as true would.
    ["0.0.0.0/1,128.0.0.0/1", "too wide"],
    ["::/1,8000::/1", "too wide"],
    ["0.0.0.0/0", "too wide"],
    ["::/0", "too wide"],
    ["10.0.0.0/7", "too wide"],
    ["::ffff:0.0.0.0/96", "too wide"],
    ["2000::/3", "too wide"],
    [Array.from({ length: 128 }, (_, i) => `${i}.0.0.0/8`).join(","), "addresses together"],
    // Malformed entries, which used to reach proxy-addr and crash the start.
    ["1.2.3.4/99", "prefix longer than /32"],
    ["::1/129", "prefix longer than /128"],
    ["999.1.1.1", "not an IP address"],
    ["10.0.0.1/", "not an IP address"],
    ["10.0.0.1,,10.0.0.2", "not an IP address"],
    ["1:2:3:4:5:6:7:8:9", "not an IP address"],
  ])("refuses %j, naming the variable", (value, why) => {
    let message = "";
    try {
      trustProxy(value);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment:\n {2}TRUST_PROXY: /);
    expect(message).toContain(why);
  });

  it("stops the relay's start with the message, not a stack trace", () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/relay/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", PORT: "0", TRUST_PROXY: "0.0.0.0/0,999.1.1.1" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("TRUST_PROXY:");
    expect(run.stderr).not.toMatch(/^\s+at \S+/m);
  });
});
