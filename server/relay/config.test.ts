import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import {
  defaultAllowedOrigins,
  fastifyTrustProxy,
  parseMailbox,
  relayConfig,
  relayEnvSchema,
  withOwnOrigins,
} from "./config";
import { isId, newId } from "./ids";

const parse = (env: Record<string, string>) => relayConfig(parseEnv(relayEnvSchema, env));

function envError(env: Record<string, string>): string {
  try {
    parseEnv(relayEnvSchema, env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the environment to be rejected");
}

describe("relay environment", () => {
  it("has working defaults", () => {
    const config = parse({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.from).toEqual({
      name: "Ridgeline Website",
      address: "website@ridgeline.example",
    });
    expect(config.to).toBe("sales@ridgeline.example");
    expect(config.rateLimitPerMinute).toBe(5);
    expect(config.allowedOrigins).toEqual(defaultAllowedOrigins);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.retry).toEqual({ baseMs: 30_000, maxDelayMs: 3_600_000, maxAgeMs: 432_000_000 });
  });

  it("treats empty variables as unset", () => {
    expect(parse({ RATE_LIMIT_PER_MINUTE: "", SMTP_URL: "", CONTACT_TO: "" })).toMatchObject({
      rateLimitPerMinute: 5,
      smtpUrl: undefined,
      to: "sales@ridgeline.example",
    });
  });

  it("reads every variable", () => {
    const config = parse({
      DATA_DIR: "/var/lib/relay",
      SMTP_URL: "smtps://user:secret@mail.example:465",
      CONTACT_FROM: "web@acme.example",
      CONTACT_TO: "leads@acme.example",
      RATE_LIMIT_PER_MINUTE: "0",
      ALLOWED_ORIGINS: "https://acme.example, http://localhost:5173",
      RELAY_MAX_BODY_BYTES: "2048",
    });
    expect(config).toMatchObject({
      dataDir: "/var/lib/relay",
      smtpUrl: "smtps://user:secret@mail.example:465",
      from: { name: "", address: "web@acme.example" },
      to: "leads@acme.example",
      rateLimitPerMinute: 0,
      allowedOrigins: ["https://acme.example", "http://localhost:5173"],
      maxBodyBytes: 2048,
    });
  });

  it.each([
    [{ SMTP_URL: "http://mail.example" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ SMTP_URL: "not a url" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ CONTACT_TO: "a@b.example, c@d.example" }, "CONTACT_TO: must be exactly one e-mail address"],
    [{ CONTACT_FROM: "Web <nobody>" }, "CONTACT_FROM: must be one e-mail address"],
    [{ RATE_LIMIT_PER_MINUTE: "five" }, "RATE_LIMIT_PER_MINUTE: must be a whole number"],
    [{ RATE_LIMIT_PER_MINUTE: "-1" }, "RATE_LIMIT_PER_MINUTE: must be at least 0"],
    [{ RATE_LIMIT_PER_MINUTE: "2.5" }, "RATE_LIMIT_PER_MINUTE: must be a whole number"],
    [
      { ALLOWED_ORIGINS: "https://acme.example/" },
      'ALLOWED_ORIGINS: "https://acme.example/" is not an origin',
    ],
    [{ ALLOWED_ORIGINS: "acme.example" }, 'ALLOWED_ORIGINS: "acme.example" is not an origin'],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY: must be false, a hop count"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY: true would trust any X-Forwarded-For a visitor sends"],
    [{ TRUST_PROXY: "TRUE" }, "TRUST_PROXY: true would trust any X-Forwarded-For a visitor sends"],
    [{ RELAY_MAX_BODY_BYTES: "10" }, "RELAY_MAX_BODY_BYTES: must be at least 1024"],
    [
      { SMTP_URL: "smtp://user:pass@mail.example:587?requireTLS=false" },
      "SMTP_URL: requireTLS=false would send the SMTP password and every message in clear to mail.example",
    ],
    [
      { SMTP_URL: "smtp://user:pass@10.0.0.5:25?requireTLS=0" },
      "SMTP_URL: requireTLS=false would send the SMTP password and every message in clear to 10.0.0.5",
    ],
    [
      { SMTP_URL: "smtps://user:pass@mail.example:465?tls.rejectUnauthorized=false" },
      "SMTP_URL: tls.rejectUnauthorized=false would accept any certificate from mail.example",
    ],
    [
      { SMTP_URL: "smtp://user:pass@10.0.0.5:587?tls.rejectUnauthorized=false" },
      "SMTP_URL: tls.rejectUnauthorized=false would accept any certificate from 10.0.0.5",
    ],
    [
      { SMTP_URL: "smtp://127.0.0.1:25?requireTLS=false&service=gmail" },
      "SMTP_URL: the service= option is not supported",
    ],
  ])("rejects %j", (env, message) => {
    expect(envError(env)).toContain(message);
  });

  it.each([
    "smtp://user:pass@mail.example:587",
    "smtp://user:pass@mail.example:587?ignoreTLS=true",
    "smtps://user:pass@mail.example:465",
    "smtp://127.0.0.1:25?requireTLS=false",
    "smtp://localhost:25?requireTLS=false",
    "smtp://[::1]:25?requireTLS=false",
    "smtp://127.0.0.2:2525?requireTLS=false",
    "smtp://127.0.0.1:2525?tls.rejectUnauthorized=false",
    "smtps://mail.example:465?tls.rejectUnauthorized=true",
  ])("accepts SMTP_URL=%s (TLS required, or in clear to this machine)", (url) => {
    expect(parse({ SMTP_URL: url }).smtpUrl).toBe(url);
  });

  it("names every bad variable at once", () => {
    const message = envError({ SMTP_URL: "x", CONTACT_TO: "y", RATE_LIMIT_PER_MINUTE: "z" });
    expect(message.split("\n").filter((line) => line.startsWith("  "))).toHaveLength(3);
  });
});

describe("parseMailbox", () => {
  it.each([
    [
      "Ridgeline Website <website@ridgeline.example>",
      { name: "Ridgeline Website", address: "website@ridgeline.example" },
    ],
    ["website@ridgeline.example", { name: "", address: "website@ridgeline.example" }],
    ["  <a@b.example>  ", { name: "", address: "a@b.example" }],
    ["a@b.example, c@d.example", null],
    ['"Quoted" <a@b.example>', null],
    ["Name <a@b.example> <c@d.example>", null],
    ["Name\r\n <a@b.example>", null],
  ])("%j", (value, expected) => {
    expect(parseMailbox(value)).toEqual(expected);
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    ["false", false],
    ["10.0.0.1, 10.0.0.0/8", ["10.0.0.1", "10.0.0.0/8"]],
    ["::1", ["::1"]],
  ])("%j", (value, expected) => {
    expect(parseEnv(relayEnvSchema, { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it("turns a hop count into a function trusting that many hops", () => {
    const trust = fastifyTrustProxy(parseEnv(relayEnvSchema, { TRUST_PROXY: "1" }).TRUST_PROXY);
    expect(typeof trust).toBe("function");
    if (typeof trust !== "function") return;
    expect(trust("10.0.0.1", 0)).toBe(true);
    expect(trust("10.0.0.2", 1)).toBe(false);
  });
});

describe("withOwnOrigins", () => {
  const config = parse({ ALLOWED_ORIGINS: "https://www.ridgeline.example" });
  it.each([
    [
      "127.0.0.1",
      3100,
      ["https://www.ridgeline.example", "http://localhost:3100", "http://127.0.0.1:3100"],
    ],
    [
      "0.0.0.0",
      8080,
      ["https://www.ridgeline.example", "http://localhost:8080", "http://127.0.0.1:8080"],
    ],
    [
      "web.internal",
      80,
      [
        "https://www.ridgeline.example",
        "http://localhost:80",
        "http://127.0.0.1:80",
        "http://web.internal:80",
      ],
    ],
    ["127.0.0.1", 0, ["https://www.ridgeline.example"]],
  ])("%s:%i", (host, port, expected) => {
    expect(withOwnOrigins(config, host, port).allowedOrigins).toEqual(expected);
  });
});

describe("newId", () => {
  it("is a 26-character ULID that sorts by time", () => {
    const a = newId(1_700_000_000_000);
    const b = newId(1_700_000_000_001);
    expect(isId(a)).toBe(true);
    expect(a < b).toBe(true);
    expect(newId(0).slice(0, 10)).toBe("0000000000");
  });
});
